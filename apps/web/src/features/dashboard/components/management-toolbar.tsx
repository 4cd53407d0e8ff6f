import {
  listingOperationLabels,
  listingOperations,
  propertyStatusLabels,
  propertyStatuses,
  propertyTypeLabels,
  propertyTypes,
  type ListingOperation,
  type PropertyStatus,
  type PropertyType,
} from '@inmuebles/shared/properties/enums';
import { Dropdown, type DropdownOption } from '@/components/dropdown';
import { DropdownGroup } from '@/components/dropdown-group';
import {
  managementSortLabels,
  managementSorts,
  type ManagementSort,
} from '@inmuebles/shared/properties/my-properties-query';
import type { ViewMode } from '../hooks/use-view-mode';
import type { ManagementChange, ManagementParams } from '../utils/management-params';
import { SearchField } from './search-field';
import { ViewModeToggle } from './view-mode-toggle';

const typeOptions: DropdownOption<PropertyType | ''>[] = [
  { value: '', label: 'Todos los tipos', buttonLabel: 'Todos' },
  ...propertyTypes.map((type) => ({ value: type, label: propertyTypeLabels[type] })),
];
const statusOptions: DropdownOption<PropertyStatus | ''>[] = [
  { value: '', label: 'Todos los estados', buttonLabel: 'Todos' },
  ...propertyStatuses.map((status) => ({ value: status, label: propertyStatusLabels[status] })),
];
const operationOptions: DropdownOption<ListingOperation | ''>[] = [
  { value: '', label: 'Venta y alquiler', buttonLabel: 'Todas' },
  ...listingOperations.map((operation) => ({ value: operation, label: listingOperationLabels[operation] })),
];
const sortOptions: DropdownOption<ManagementSort>[] = managementSorts.map((sort) => ({
  value: sort,
  label: managementSortLabels[sort],
}));

export interface ManagementToolbarProps {
  params: ManagementParams;
  onChange: (change: ManagementChange) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
}

/** Search, type, status, operation and sort (each change back to page 1), and the grid or list switch. */
export function ManagementToolbar({ params, onChange, viewMode, onViewModeChange }: ManagementToolbarProps) {
  return (
    <DropdownGroup>
      <div className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <div className="col-span-2 lg:col-span-1">
          <SearchField
            value={params.search ?? ''}
            onSearch={(search) => onChange({ search: search || undefined })}
          />
        </div>
        <Dropdown
          label="Tipo"
          options={typeOptions}
          value={params.property_type ?? ''}
          onChange={(type) => onChange({ property_type: type || undefined })}
        />
        <Dropdown
          label="Estado"
          options={statusOptions}
          value={params.status ?? ''}
          onChange={(status) => onChange({ status: status || undefined })}
        />
        <Dropdown
          label="Operación"
          options={operationOptions}
          value={params.operation ?? ''}
          onChange={(operation) => onChange({ operation: operation || undefined })}
        />
        <Dropdown
          label="Ordenar por"
          options={sortOptions}
          value={params.sort}
          onChange={(sort) => onChange({ sort })}
        />
        <div className="flex items-end justify-end">
          <ViewModeToggle value={viewMode} onChange={onViewModeChange} />
        </div>
      </div>
    </DropdownGroup>
  );
}
