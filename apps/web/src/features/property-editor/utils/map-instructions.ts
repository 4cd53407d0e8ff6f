import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';

/** What the outline surrounds, per category; a flat or an office is usually marked, not outlined. */
const outlineOf: Record<PropertyDetailType, string> = {
  LandResource: 'Dibuja el contorno del terreno',
  LotResource: 'Dibuja el contorno del lote',
  HouseResource: 'Dibuja el contorno de la casa y su terreno',
  WarehouseResource: 'Dibuja el contorno del almacén y su patio',
  ApartmentResource: 'Marca el edificio del departamento',
  OfficeResource: 'Marca el edificio de la oficina',
};

/** The map's instructions for a category (the land's wording when none is given). */
export function mapInstructions(detailType: PropertyDetailType = 'LandResource'): string {
  const isMarked = detailType === 'ApartmentResource' || detailType === 'OfficeResource';
  return isMarked
    ? `${outlineOf[detailType]} con «Colocar marcador», o dibuja el contorno del edificio con «Dibujar polígono» (termina haciendo clic en el primer vértice). El polígono no puede cruzarse consigo mismo.`
    : `${outlineOf[detailType]} con «Dibujar polígono» (termina haciendo clic en el primer vértice) o marca un punto con «Colocar marcador». El polígono no puede cruzarse consigo mismo.`;
}
