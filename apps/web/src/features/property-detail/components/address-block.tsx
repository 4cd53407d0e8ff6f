import type { PropertyAddress } from '@inmuebles/shared/properties/property-schema';

/** The address block (docs/product/public-and-auth.md §2.3): line, district, province, region and country, each when known. */
export function AddressBlock({ address }: { address: PropertyAddress }) {
  const rows = [
    ['Dirección', address.line],
    ['Distrito', address.district],
    ['Provincia', address.province],
    ['Departamento', address.region],
    ['País', address.country],
  ].filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  if (rows.length === 0) return null;
  return (
    <dl
      data-testid="address-block"
      className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5"
    >
      {rows.map(([label, value]) => (
        <div key={label} className={label === 'Dirección' ? 'sm:col-span-2' : undefined}>
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="text-sm font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
