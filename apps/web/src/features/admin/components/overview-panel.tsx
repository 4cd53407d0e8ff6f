import { useAdminOverview } from '../api/admin-api';

const cards = [
  ['companies', 'Empresas'],
  ['verified_companies', 'Empresas verificadas'],
  ['suspended_companies', 'Empresas suspendidas'],
  ['published_properties', 'Propiedades publicadas'],
  ['new_properties_this_week', 'Nuevas esta semana'],
  ['open_reports', 'Reportes abiertos'],
  ['outbox_pending', 'Correos pendientes'],
  ['outbox_failed', 'Correos fallidos'],
] as const;

/** The platform in numbers. */
export function OverviewPanel() {
  const { data, isError } = useAdminOverview();
  if (isError) return <p role="alert">No se pudo cargar el resumen.</p>;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map(([key, label]) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{data ? data.overview[key] : '…'}</dd>
        </div>
      ))}
    </dl>
  );
}
