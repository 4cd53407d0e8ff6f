import { describe, expect, it } from 'vitest';
import { mapServerErrors } from './server-errors';

describe("the server's 422 messages under their fields", () => {
  it("puts a project's message under its field and a unit type's under the row that was sent", () => {
    expect(
      mapServerErrors([
        'project.delivery_year: La fecha de entrega de un proyecto en planos no puede estar en el pasado',
        'project.amenities.0: Comodidad no válida',
        'project: Campo no permitido: colour',
      ]),
    ).toEqual({
      fields: {
        delivery_year: 'La fecha de entrega de un proyecto en planos no puede estar en el pasado',
        amenities: 'Comodidad no válida',
      },
      general: ['project: Campo no permitido: colour'],
    });
    expect(
      mapServerErrors(
        [
          'unit_type.units_available: Las unidades disponibles no pueden superar el total de unidades del proyecto (10)',
        ],
        'nueva-3',
      ),
    ).toEqual({
      fields: {
        'unit_types.nueva-3.units_available':
          'Las unidades disponibles no pueden superar el total de unidades del proyecto (10)',
      },
      general: [],
    });
  });

  it('keeps a message that names no field (a publication refused) for the notice', () => {
    expect(mapServerErrors(['Proyecto no encontrado']).general).toEqual(['Proyecto no encontrado']);
  });
});
