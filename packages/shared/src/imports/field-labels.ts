/*
 * The Spanish column header of each exchange-shape field: the template's first row, the names a CSV may use,
 * and the name every row error gives ("Fila 14, Distrito: ..."). Photos are columns foto_1..foto_40 and the
 * video a column video_url; they become `Media`.
 */
export const importFieldLabels = {
  ListingKey: 'Código de referencia',
  Title: 'Título',
  PublicRemarks: 'Descripción',
  PropertySubType: 'Tipo',
  Operation: 'Operación',
  ListPrice: 'Precio',
  Currency: 'Moneda',
  AssociationFee: 'Mantenimiento',
  LeaseTermMonths: 'Plazo mínimo (meses)',
  Status: 'Estado',
  OnMarketDate: 'Publicado el',
  StateOrProvince: 'Departamento',
  CountyOrParish: 'Provincia',
  City: 'Distrito',
  Ubigeo: 'Ubigeo',
  UnparsedAddress: 'Dirección',
  PostalCode: 'Código postal',
  Latitude: 'Latitud',
  Longitude: 'Longitud',
  LivingArea: 'Área construida (m²)',
  LotSizeArea: 'Área del terreno (m²)',
  BedroomsTotal: 'Dormitorios',
  BathroomsTotalInteger: 'Baños',
  ParkingTotal: 'Estacionamientos',
  StoriesTotal: 'Pisos',
  OficinaRegistral: 'Oficina registral',
  PartidaRegistral: 'Partida registral',
  Media: 'Fotos y video',
} as const;

export type ImportFieldKey = keyof typeof importFieldLabels;

/** Spreadsheet columns of the photos and of the video. */
export const PHOTO_COLUMN_PREFIX = 'foto_';
export const VIDEO_COLUMN = 'video_url';
