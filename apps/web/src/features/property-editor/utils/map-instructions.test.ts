import { describe, expect, it } from 'vitest';
import { mapInstructions } from './map-instructions';

describe('mapInstructions', () => {
  it('speaks of the land for land and of the building for a flat or an office', () => {
    expect(mapInstructions('LandResource')).toMatch(/^Dibuja el contorno del terreno con «Dibujar polígono»/);
    expect(mapInstructions('LotResource')).toContain('contorno del lote');
    for (const type of ['ApartmentResource', 'OfficeResource'] as const) {
      expect(mapInstructions(type)).toMatch(
        /^Marca el edificio de(l departamento| la oficina) con «Colocar marcador»/,
      );
      expect(mapInstructions(type)).not.toContain('terreno');
    }
  });
});
