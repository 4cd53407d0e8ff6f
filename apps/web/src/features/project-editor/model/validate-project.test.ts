import { describe, expect, it } from 'vitest';
import { emptyProjectValues, emptyUnitTypeRow, type ProjectValues } from './project-values';
import { limaYearMonth, unitFieldKey, validateProject } from './validate-project';

const today = { year: 2026, month: 12 };

const filled: ProjectValues = {
  ...emptyProjectValues,
  name: 'Residencial Los Pinos',
  description: 'Edificio de 12 pisos frente al parque.',
  stage: 'en_planos',
  delivery_month: '6',
  delivery_year: '2028',
  address_line: 'Av. Benavides 1540',
  region: '15',
  province: '1501',
  district: '150122',
  total_units: '60',
};

const row = (change: Partial<ReturnType<typeof emptyUnitTypeRow>> = {}) => ({
  ...emptyUnitTypeRow(),
  name: 'Flat 2D-A',
  bedrooms: '2',
  bathrooms: '2',
  area_min: '65',
  area_max: '72',
  price_from: '389000',
  units_available: '12',
  ...change,
});

describe('the project editor checks what the server would refuse, in its words', () => {
  it('accepts a complete project with a unit type', () => {
    expect(validateProject({ ...filled, unit_types: [row()] }, today)).toEqual({});
  });

  it('names each missing field of the project', () => {
    const errors = validateProject(emptyProjectValues, today);
    expect(errors).toMatchObject({
      name: 'El nombre es requerido',
      description: 'La descripción es requerida',
      address_line: 'La dirección es requerida',
      delivery_year: 'La fecha de entrega (mes y año) es requerida salvo en entrega inmediata',
    });
    expect(errors.total_units).toMatch(/total de unidades/);
  });

  it('asks no delivery date of a ready building, and refuses a past one "En planos"', () => {
    const ready = { ...filled, stage: 'entrega_inmediata' as const, delivery_month: '', delivery_year: '' };
    expect(validateProject(ready, today)).toEqual({});
    const past = { ...filled, delivery_month: '1', delivery_year: '2025' };
    expect(validateProject(past, today)).toEqual({
      delivery_year: 'La fecha de entrega de un proyecto en planos no puede estar en el pasado',
    });
    // Under construction a late building may still show its past date.
    expect(validateProject({ ...past, stage: 'en_construccion' }, today)).toEqual({});
  });

  it("marks a unit type row's own fields: no price, inverted area, more units than the project", () => {
    const a = row({ price_from: '' });
    const b = row({ area_min: '80', area_max: '60', units_available: '61' });
    const errors = validateProject({ ...filled, unit_types: [a, b] }, today);
    expect(errors).toEqual({
      [unitFieldKey(a.key, 'price_from')]: 'El precio desde es requerido',
      [unitFieldKey(b.key, 'area_max')]: 'El área máxima no puede ser menor que el área mínima',
      [unitFieldKey(b.key, 'units_available')]:
        'Las unidades disponibles no pueden superar el total de unidades del proyecto (60)',
    });
  });

  it('refuses half bathrooms other than .5 and a bedroom count that is not whole', () => {
    const a = row({ bathrooms: '1.3', bedrooms: '2.5' });
    const errors = validateProject({ ...filled, unit_types: [a] }, today);
    expect(errors[unitFieldKey(a.key, 'bathrooms')]).toBe(
      'Los baños deben ser un número entre 0 y 20, múltiplo de 0,5',
    );
    expect(errors[unitFieldKey(a.key, 'bedrooms')]).toBe(
      'Los dormitorios deben ser un número entero entre 0 y 20',
    );
  });
});

describe('limaYearMonth', () => {
  it("is Lima's month: 03:00 UTC on 1 January is still December in Lima", () => {
    expect(limaYearMonth(new Date('2027-01-01T03:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(limaYearMonth(new Date('2027-01-01T06:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });
});
