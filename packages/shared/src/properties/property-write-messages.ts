import { polygonMessages } from '../geo/outline.ts';
import { amenities } from './amenities.ts';
import { PropertyLimits } from './limits.ts';

/** What the property's write schemas answer, field by field (422, docs/product/signed-in-area.md §7). */
export const propertyWriteMessages = {
  titleRequired: 'El título es requerido',
  titleTooLong: `El título puede tener como máximo ${PropertyLimits.maxTitleLength} caracteres`,
  descriptionRequired: 'La descripción es requerida',
  descriptionTooLong: `La descripción puede tener como máximo ${PropertyLimits.maxDescriptionLength} caracteres`,
  invalidType: 'Tipo de propiedad no válido (residential, commercial, industrial o land)',
  invalidDetailType: 'Categoría no válida',
  categoryMismatch: 'La categoría no corresponde al tipo de propiedad',
  invalidPrice: 'El precio debe ser un número mayor o igual a 0',
  priceTooHigh: 'El precio es demasiado alto',
  invalidCurrency: 'Moneda no válida (USD, PEN o EUR)',
  invalidArea: 'El área debe ser un número mayor o igual a 0',
  areaTooHigh: 'El área es demasiado grande',
  invalidVisibility: 'Visibilidad no válida (public, unlisted o private)',
  addressRequired: 'La dirección es requerida',
  addressTooLong: 'La dirección puede tener como máximo 300 caracteres',
  regionRequired: 'El departamento es requerido',
  provinceRequired: 'La provincia es requerida',
  districtRequired: 'El distrito es requerido',
  locationTooLong: `Ubicación no válida (máximo ${PropertyLimits.maxLocationLength} caracteres)`,
  invalidCountry: 'El país debe ser Perú',
  postalCodeTooLong: 'El código postal puede tener como máximo 10 caracteres',
  invalidVideoUrl: 'URL no válida. Por favor ingresa una URL válida de YouTube o Vimeo',
  invalidCoordinates: 'Coordenadas no válidas',
  latLngTogether: 'La latitud y la longitud deben enviarse juntas',
  invalidCompany: 'Empresa no válida',
  missingDetail: 'Los detalles de la propiedad deben ser un objeto',
  invalidAmenity: `Comodidad no válida (${amenities.join(', ')})`,
  invalidBrandNew: 'Estreno debe ser true o false',
  ...polygonMessages,
} as const;
