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
  propertyType?: PropertyType;
  detailType?: PropertyDetailType;
}

/** A new selection: both keys present, the one not chosen undefined (so it is cleared). */
export interface TypeChange {
  propertyType: PropertyType | undefined;
  detailType: PropertyDetailType | undefined;
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

function toValue({ propertyType, detailType }: TypeSelection): TypeValue {
  if (detailType) return `detail:${detailType}`;
  return propertyType ? `type:${propertyType}` : '';
}

function fromValue(value: TypeValue): TypeChange {
  const [kind, name] = value.split(':');
  return {
    propertyType: kind === 'type' ? (name as PropertyType) : undefined,
    detailType: kind === 'detail' ? (name as PropertyDetailType) : undefined,
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
