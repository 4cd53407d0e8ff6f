/** A list of checkboxes in a grid: the amenities, the banks. Ticks keep the list's own order. */
export function CheckboxGrid<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  name,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (next: T[]) => void;
  name: string;
}) {
  const toggle = (option: T, checked: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? checked : value.includes(candidate))));
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              name={`${name}-${option}`}
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className="size-4 shrink-0 rounded border-slate-300 text-blue-600 focus:ring-blue-500"
            />
            <span className="text-sm font-medium text-slate-800">{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
