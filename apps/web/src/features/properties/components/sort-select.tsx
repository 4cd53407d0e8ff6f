import { propertySortLabels, propertySorts, type PropertySort } from '@inmuebles/shared/properties/enums';
import { Dropdown } from '@/components/dropdown';

const options = propertySorts.map((sort) => ({ value: sort, label: propertySortLabels[sort] }));

/** The seven sorts of docs/product/public-and-auth.md §9 with their Spanish labels. */
export function SortSelect({
  value,
  onChange,
}: {
  value: PropertySort;
  onChange: (sort: PropertySort) => void;
}) {
  return (
    <Dropdown
      label="Ordenar por"
      options={options}
      value={value}
      onChange={onChange}
      className="w-full sm:w-60"
      // A phone reads the order from the button ('Relevancia Inteligente'): the label's line goes to the
      // first card instead, and screen readers still hear it.
      labelClassName="max-sm:sr-only"
    />
  );
}
