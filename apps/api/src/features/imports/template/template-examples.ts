/*
 * The template's two example rows (by header), written so that the template imported as downloaded gives two
 * valid rows: a house for sale and an apartment for rent, by names and by ubigeo.
 */
export const templateExamples: Record<string, string | number>[] = [
  {
    'Código de referencia': 'EJ-001',
    Título: 'Casa con jardín en Miraflores',
    Descripción: 'Casa de dos pisos a tres cuadras del malecón, con jardín y cochera para dos autos.',
    Tipo: 'Casa',
    Operación: 'Venta',
    Precio: 389000,
    Moneda: 'USD',
    Estado: 'Borrador',
    Departamento: 'Lima',
    Provincia: 'Lima',
    Distrito: 'Miraflores',
    Dirección: 'Calle Los Álamos 245',
    'Área construida (m²)': 220,
    'Área del terreno (m²)': 180,
    Dormitorios: 4,
    Baños: 3,
    Estacionamientos: 2,
    Pisos: 2,
  },
  {
    'Código de referencia': 'EJ-002',
    Título: 'Departamento amoblado en San Isidro',
    Descripción: 'Departamento de dos dormitorios frente al parque El Olivar, con mantenimiento incluido.',
    Tipo: 'Departamento',
    Operación: 'Alquiler',
    Precio: 4500,
    Moneda: 'PEN',
    Mantenimiento: 600,
    'Plazo mínimo (meses)': 12,
    Estado: 'Borrador',
    Ubigeo: '150131',
    Dirección: 'Av. Los Olivos 120, dpto. 502',
    'Área construida (m²)': 95,
    Dormitorios: 2,
    Baños: 2,
    Estacionamientos: 1,
  },
];
