import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';
import { DetailFieldsForm } from '../components/detail-fields-form';
import { GeometryMap } from '../components/geometry-map/geometry-map';
import { AmenityFields, type AmenityValues } from '../components/amenity-fields';
import type { DetailValues, GeometryValue } from '../model/editor-values';

export interface DetailsAndMapStepProps {
  detailType: PropertyDetailType;
  detail: DetailValues;
  onDetailChange: (next: DetailValues) => void;
  amenities: AmenityValues;
  onAmenitiesChange: (next: Partial<AmenityValues>) => void;
  geometry: GeometryValue;
  onGeometryChange: (next: GeometryValue) => void;
}

/**
 * Step 4, "Detalles y Mapa" (docs/product/signed-in-area.md §2.3): the category's own fields, the
 * amenities with 'Estreno', and the map. Always valid (docs/product/signed-in-area.md §5); the
 * map lives while the step is shown and is destroyed when the wizard leaves it (this component unmounts).
 */
export function DetailsAndMapStep({
  detailType,
  detail,
  onDetailChange,
  amenities,
  onAmenitiesChange,
  geometry,
  onGeometryChange,
}: DetailsAndMapStepProps) {
  return (
    <div className="space-y-8">
      <DetailFieldsForm detailType={detailType} detail={detail} onDetailChange={onDetailChange} />
      <AmenityFields detailType={detailType} value={amenities} onChange={onAmenitiesChange} />
      <GeometryMap value={geometry} onChange={onGeometryChange} detailType={detailType} />
    </div>
  );
}
