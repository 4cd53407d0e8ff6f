import {
  detailTypeParent,
  propertyDetailTypeLabels,
  propertyDetailTypes,
  propertyTypeLabels,
  propertyTypes,
  type PropertyDetailType,
  type PropertyType,
} from '@inmuebles/shared/properties/enums';
import { Dropdown, type DropdownOption } from '@/components/dropdown';

export interface TypeSelection {
  property_type?: PropertyType;
  property_detail_type?: PropertyDetailType;
}

/** A new selection: both keys present, the one not chosen undefined (so it is cleared). */
export interface TypeChange {
  property_type: PropertyType | undefined;
  property_detail_type: PropertyDetailType | undefined;
}

type TypeValue = '' | `type:${PropertyType}` | `detail:${PropertyDetailType}`;

/** Each family (Comercial, Residencial, Industrial, Terreno) followed by its detail types, indented. */
const options: DropdownOption<TypeValue>[] = [
  { value: '', label: 'Todos los tipos' },
  ...propertyTypes.flatMap((type): DropdownOption<TypeValue>[] => [
    { value: `type:${type}`, label: propertyTypeLabels[type] },
    ...propertyDetailTypes
      .filter((detail) => detailTypeParent[detail] === type)
      .map((detail): DropdownOption<TypeValue> => ({
        value: `detail:${detail}`,
        label: propertyDetailTypeLabels[detail],
        indent: true,
      })),
  ]),
];

function toValue({ property_type, property_detail_type }: TypeSelection): TypeValue {
  if (property_detail_type) return `detail:${property_detail_type}`;
  return property_type ? `type:${property_type}` : '';
}

function fromValue(value: TypeValue): TypeChange {
  const [kind, name] = value.split(':');
  return {
    property_type: kind === 'type' ? (name as PropertyType) : undefined,
    property_detail_type: kind === 'detail' ? (name as PropertyDetailType) : undefined,
  };
}

/**
 * 'Tipo de propiedad': a detail type (Casa, Oficina...) as the spec's filter, or a whole family
 * (property_type) as the spec's type values; choosing one clears the other.
 */
export function TypeFilter({
  value,
  onChange,
  className,
}: {
  value: TypeSelection;
  onChange: (next: TypeChange) => void;
  className?: string;
}) {
  return (
    <Dropdown
      label="Tipo de propiedad"
      options={options}
      value={toValue(value)}
      onChange={(next) => onChange(fromValue(next))}
      className={className}
    />
  );
}
