import { useState } from 'react';
import { InputField, SelectField } from '@/components/ui/text-fields';
import { useAdminCompanies } from '../api/admin-api';

export interface CompanyChoiceProps {
  /** The chosen company's id as text; '' for none (the admin's own company, when they have one). */
  value: string;
  onChange: (companyId: string) => void;
  /** The admin's own company's name: the empty choice then reads "Mi empresa (…)". */
  ownCompanyName: string | null;
  error?: string;
  onBlur?: () => void;
}

/**
 * An admin's choice of the company a new listing belongs to (the API's `company_id`, which only an admin
 * may send): a search over the console's companies and a list of the matches. The chosen company stays in
 * the list whatever is searched next.
 */
export function CompanyChoice({ value, onChange, ownCompanyName, error, onBlur }: CompanyChoiceProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const companies = useAdminCompanies(search.trim(), 1);
  const found = (companies.data?.companies ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  const options =
    chosen && chosen.value === value && !found.some((option) => option.value === value)
      ? [chosen, ...found]
      : found;

  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <InputField
        type="search"
        label="Buscar empresa"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Nombre de la empresa"
        autoComplete="off"
      />
      <SelectField
        label="Empresa"
        isRequired={ownCompanyName === null}
        value={value}
        error={error}
        hint={companies.isError ? 'No se pudieron cargar las empresas.' : undefined}
        placeholder={ownCompanyName === null ? 'Elige la empresa' : `Mi empresa (${ownCompanyName})`}
        options={options}
        onBlur={onBlur}
        onChange={(event) => {
          const next = event.target.value;
          setChosen(options.find((option) => option.value === next) ?? null);
          onChange(next);
        }}
      />
    </div>
  );
}
