export type AccountKind = 'searcher' | 'company';

const options: { kind: AccountKind; label: string; hint: string }[] = [
  { kind: 'searcher', label: 'Busco inmueble', hint: 'Guarda favoritos y búsquedas, recibe alertas' },
  { kind: 'company', label: 'Soy inmobiliaria', hint: 'Publica y gestiona propiedades de tu empresa' },
];

/** The two ways in on /register (docs/product/searcher-accounts.md), as a pair of radio cards. */
export function AccountKindSwitch({
  value,
  onChange,
}: {
  value: AccountKind | undefined;
  onChange: (kind: AccountKind) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">¿Qué cuenta quieres crear?</legend>
      {options.map((option) => (
        <label
          key={option.kind}
          className={`flex cursor-pointer flex-col gap-1 rounded-lg border p-4 transition-colors focus-within:ring-2 focus-within:ring-blue-500 ${
            value === option.kind ? 'border-blue-600 bg-blue-50' : 'border-slate-200 hover:border-slate-300'
          }`}
        >
          <span className="flex items-center gap-2 font-semibold text-slate-900">
            <input
              type="radio"
              name="account-kind"
              value={option.kind}
              checked={value === option.kind}
              onChange={() => onChange(option.kind)}
              className="h-4 w-4 accent-blue-600"
            />
            {option.label}
          </span>
          <span className="text-sm text-slate-600">{option.hint}</span>
        </label>
      ))}
    </fieldset>
  );
}
