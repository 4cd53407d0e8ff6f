import { describe, expect, it } from 'vitest';
import { emptyDetailValues } from '../utils/detail-fields';
import { newPropertyValues } from './default-values';
import { canSave, validateEditor } from './editor-schema';
import { stepStates, type StepIndex } from './editor-steps';
import { stepHasContent } from './step-content';
import { emptyMediaDraft } from '../media/media-draft';
import type { EditorValues } from './editor-values';
import { chooseDepartment, chooseDistrict, chooseProvince } from './location-cascade';
import { saveNotices } from './save-messages';
import { bodyProblems, buildWriteBody } from './write-body';

const valid = (overrides: Partial<EditorValues> = {}): EditorValues => ({
  ...newPropertyValues(emptyDetailValues),
  title: 'Casa en Surco',
  description: 'Casa amplia',
  price: 1000,
  area_m2: 120,
  address_line: 'Av. Primavera 100',
  region: '15',
  province: '1501',
  district: '150140',
  ...overrides,
});

describe('validateEditor (docs/product/signed-in-area.md §5)', () => {
  it('accepts steps 1 and 2 with title, description, a positive price, address, department and district', () => {
    expect(validateEditor(valid()).stepValid).toEqual([true, true, true, true, true]);
  });

  it.each([
    ['an empty title', { title: '   ' }, 'title', 'El título es requerido'],
    ['an empty description', { description: '' }, 'description', 'La descripción es requerida'],
    ['a price of 0', { price: 0 }, 'price', 'El precio debe ser mayor que 0'],
    ['no price', { price: null }, 'price', 'El precio debe ser un número mayor o igual a 0'],
    ['a negative area', { area_m2: -1 }, 'area_m2', 'El área debe ser un número mayor o igual a 0'],
  ] as const)('refuses step 1 with %s', (_, change, field, message) => {
    const result = validateEditor(valid(change));
    expect(result.stepValid).toEqual([false, true, true, true, false]);
    expect(result.errors[field]).toBe(message);
  });

  // 'Crear Propiedad' was once enabled with an empty area and the server then refused the save.
  it('refuses step 1 and the save with an empty area, which the server requires', () => {
    const result = validateEditor(valid({ area_m2: null }));
    expect(result.errors.area_m2).toBe('El área es requerida');
    expect(result.stepValid).toEqual([false, true, true, true, false]);
    expect(canSave(result)).toBe(false);
  });

  it('marks the step holding any other value the server would refuse, with its message', () => {
    const detail = { ...emptyDetailValues('HouseResource'), bedrooms: 5000 };
    const result = validateEditor(valid({ property_detail: detail }));
    expect(result.stepValid).toEqual([true, true, true, false, false]);
    expect(result.problems[3]).toEqual(['Dormitorios debe estar entre 0 y 1000']);
    expect(canSave(result)).toBe(false);
  });

  it('enables the save exactly when the server accepts the body, creating or editing', () => {
    for (const mode of ['create', 'edit'] as const) {
      const values = valid();
      expect(canSave(validateEditor(values, mode))).toBe(true);
      expect(bodyProblems(buildWriteBody(values, mode), mode)).toEqual([]);
    }
  });

  it.each([
    ['no address', { address_line: '' }, 'address_line'],
    ['no department', { region: '', province: '', district: '' }, 'region'],
    ['no district', { district: '' }, 'district'],
  ] as const)('refuses step 2 with %s', (_, change, field) => {
    const result = validateEditor(valid(change));
    expect(result.stepValid).toEqual([true, false, true, true, false]);
    expect(result.errors[field]).toBeTruthy();
  });

  it('starts a new property with steps 1 and 2 invalid (title, description, price 0)', () => {
    expect(validateEditor(newPropertyValues(emptyDetailValues)).stepValid).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('stepStates', () => {
  const seen = (...steps: StepIndex[]) => new Set<StepIndex>(steps);
  it('marks a visited invalid step incomplete, a visited valid one complete and the rest pending', () => {
    expect(stepStates(2, seen(0, 1, 2), [false, true, true, true, false], false)).toEqual([
      'invalid',
      'complete',
      'current',
      'pending',
      'pending',
    ]);
  });
  it('leaves a visited, valid but empty step unmarked (no "Completo" for photos or details never given)', () => {
    const empty = [true, true, false, false, true];
    expect(stepStates(4, seen(0, 1, 2, 3), [true, true, true, true, true], false, empty)).toEqual([
      'complete',
      'complete',
      'pending',
      'pending',
      'current',
    ]);
    const filled = [true, true, true, true, true];
    expect(stepStates(4, seen(0, 1, 2, 3), [true, true, true, true, true], false, filled)).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
      'current',
    ]);
  });
  it('marks every invalid step once a save was tried', () => {
    expect(stepStates(4, seen(4), [false, false, true, true, false], true)).toEqual([
      'invalid',
      'invalid',
      'pending',
      'pending',
      'current',
    ]);
  });
});

describe('stepHasContent', () => {
  it('counts photos or a video for Fotos and a detail or the map for Detalles y Mapa', () => {
    const blank = newPropertyValues(emptyDetailValues);
    expect(stepHasContent(blank, emptyMediaDraft())).toEqual([true, true, false, false, true]);
    const given = { ...blank, video_url: 'https://youtu.be/M7lc1UVf-VE', latitude: -12.1, longitude: -77.03 };
    expect(stepHasContent(given, emptyMediaDraft())).toEqual([true, true, true, true, true]);
  });
});

describe('location cascade (docs/product/signed-in-area.md §4)', () => {
  const chosen = { region: '15', province: '1501', district: '150122' };
  it('clears province and district when the department changes', () => {
    expect(chooseDepartment(chosen, '04')).toEqual({ region: '04', province: '', district: '' });
    expect(chooseDepartment(chosen, '15')).toBe(chosen);
  });
  it('clears the district when the province changes', () => {
    expect(chooseProvince(chosen, '1502')).toEqual({ region: '15', province: '1502', district: '' });
    expect(chooseDistrict(chosen, '150131')).toEqual({ region: '15', province: '1501', district: '150131' });
  });
});

describe('buildWriteBody geometry (docs/product/signed-in-area.md §4)', () => {
  const square: [number, number][] = [
    [-77.03, -12.12],
    [-77.029, -12.12],
    [-77.029, -12.121],
    [-77.03, -12.12],
  ];
  it('sends the outline, and when editing clears the point', () => {
    const values = valid({ polygon_coordinates: square, latitude: -12.1, longitude: -77 });
    expect(buildWriteBody(values, 'create').property).toMatchObject({ polygon_coordinates: square });
    expect(buildWriteBody(values, 'create').property).not.toHaveProperty('latitude');
    expect(buildWriteBody(values, 'edit').property).toMatchObject({
      polygon_coordinates: square,
      latitude: null,
      longitude: null,
    });
  });
  it('sends the point when there is no outline, clearing an old outline when editing', () => {
    const values = valid({ latitude: -12.1, longitude: -77 });
    expect(buildWriteBody(values, 'create').property).not.toHaveProperty('polygon_coordinates');
    expect(buildWriteBody(values, 'edit').property).toMatchObject({
      polygon_coordinates: null,
      latitude: -12.1,
      longitude: -77,
    });
  });
  it('sends nothing on create and clears everything on edit without geometry', () => {
    expect(buildWriteBody(valid(), 'create').property).not.toHaveProperty('latitude');
    expect(buildWriteBody(valid(), 'edit').property).toMatchObject({
      polygon_coordinates: null,
      latitude: null,
      longitude: null,
    });
  });
  it("overrides the status for 'Guardar y publicar'", () => {
    expect(buildWriteBody(valid(), 'edit', 'published').property.status).toBe('published');
  });
  it('reports with the server messages what the server would refuse', () => {
    expect(bodyProblems(buildWriteBody(valid(), 'create'), 'create')).toEqual([]);
    expect(bodyProblems(buildWriteBody(valid({ area_m2: null }), 'create'), 'create')).toEqual([
      'El área debe ser un número mayor o igual a 0',
    ]);
    const bowTie: [number, number][] = [
      [-77.03, -12.12],
      [-77.02, -12.13],
      [-77.02, -12.12],
      [-77.03, -12.13],
    ];
    expect(bodyProblems(buildWriteBody(valid({ polygon_coordinates: bowTie }), 'edit'), 'edit')).toEqual([
      '¡Error! El polígono no puede intersectarse.',
    ]);
  });
});

describe('saveNotices (docs/product/signed-in-area.md §8)', () => {
  it.each([
    [
      { uploaded: 3, failed: 0, videoFailed: false },
      3,
      ['✅ Propiedad guardada con 3 fotos subidas exitosamente.'],
    ],
    [
      { uploaded: 2, failed: 1, videoFailed: false },
      3,
      ['⚠️ Propiedad guardada. 2 fotos subidas correctamente, 1 fallaron.'],
    ],
    [
      { uploaded: 0, failed: 2, videoFailed: false },
      2,
      [
        '❌ Propiedad guardada pero no se pudieron subir las fotos. Puedes editarla después para agregar imágenes.',
      ],
    ],
    [
      { uploaded: 0, failed: 0, videoFailed: true },
      0,
      ['Error al subir el video. La propiedad se guardó pero sin el video.'],
    ],
    [{ uploaded: 0, failed: 0, videoFailed: false }, 0, ['Propiedad guardada: Casa']],
  ])('%j with %i new photos', (outcome, newPhotos, texts) => {
    expect(saveNotices(outcome, newPhotos, 'Casa').map((notice) => notice.text)).toEqual(texts);
  });
});
