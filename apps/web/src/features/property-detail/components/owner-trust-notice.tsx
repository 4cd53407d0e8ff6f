import { reportReasonLabels } from '@inmuebles/shared/trust/report-reasons';
import { useCompanyReports } from '../api/company-reports';

// Built on first use: with a time zone it loads zone data (tens of ms on a phone), and only owners see this.
let limaDate: Intl.DateTimeFormat | undefined;
const formatLimaDate = (date: Date) =>
  (limaDate ??= new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeZone: 'America/Lima' })).format(
    date,
  );

/**
 * For the owning company only (docs/product/trust-and-admin.md): why an admin hid the property, and the
 * reports it received (reason and date, never who sent them). Nothing when there is neither.
 */
export function OwnerTrustNotice({ propertyId }: { propertyId: number }) {
  const { data } = useCompanyReports(propertyId, true);
  if (!data || (!data.hidden && data.reports.length === 0)) return null;
  return (
    <section
      aria-labelledby="reportes-titulo"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
      data-testid="owner-trust-notice"
    >
      <h2 id="reportes-titulo" className="text-base font-semibold">
        {data.hidden ? 'Esta propiedad está oculta del catálogo' : 'Reportes de este aviso'}
      </h2>
      {data.hidden && (
        <p className="mt-2">
          {`Un administrador la ocultó el ${formatLimaDate(new Date(data.hidden.at))}. Motivo: ${data.hidden.reason}`}
          <br />
          Corrige el aviso editándolo; el equipo de InmoPerú lo revisará.
        </p>
      )}
      {data.reports.length > 0 && (
        <ul className="mt-3 space-y-1">
          {data.reports.map((report) => (
            <li key={report.id}>
              {`${formatLimaDate(new Date(report.created_at))}: ${reportReasonLabels[report.reason]}`}
              {report.resolved && ' (resuelto)'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
