import { Fragment, useState } from 'react';
import {
  propertyStatusLabels,
  propertyVisibilityLabels,
  type PropertyStatus,
  type PropertyVisibility,
} from '@inmuebles/shared/properties/enums';
import { reportReasonLabels } from '@inmuebles/shared/trust/report-schema';
import type { AdminProperty } from '@inmuebles/shared/trust/admin-schema';
import { useAdminProperties, useAdminReports } from '../api/admin-api';
import {
  ActionError,
  AdminTable,
  ListPager,
  PropertyLink,
  RowAction,
  SearchBox,
  cell,
  formatWhen,
} from './admin-table';
import { ReasonDialog } from './reason-dialog';
import { RegistryCell } from './property-registry-cell';
import { useActionWithReason } from './use-admin-action';

/** The reports of one property, with their comments. */
function ReportsRow({ propertyId, colSpan }: { propertyId: number; colSpan: number }) {
  const { data } = useAdminReports(propertyId);
  return (
    <tr>
      <td colSpan={colSpan} className="bg-slate-50 px-3 py-2">
        {!data ? (
          'Cargando…'
        ) : data.reports.length === 0 ? (
          'Sin reportes.'
        ) : (
          <ul className="space-y-1 text-sm">
            {data.reports.map((report) => (
              <li key={report.id}>
                <strong>{reportReasonLabels[report.reason]}</strong>
                {` · ${formatWhen(report.created_at)}`}
                {report.resolved_at ? ' · resuelto' : ''}
                {report.comment && <span className="block text-slate-600">{`“${report.comment}”`}</span>}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** Properties of every company, reported first: read the reports, hide with a reason, show again. */
export function PropertiesPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [hiding, setHiding] = useState<AdminProperty | null>(null);
  const { data } = useAdminProperties(search, page);
  const action = useActionWithReason();
  const head = ['Propiedad', 'Empresa', 'Reportes abiertos', 'Estado', 'Acciones'];

  return (
    <div className="space-y-4">
      <SearchBox
        label="Buscar por título, empresa o código"
        value={search}
        onChange={(v) => (setSearch(v), setPage(1))}
      />
      <AdminTable caption="Propiedades" head={head}>
        {data?.properties.map((property) => (
          <Fragment key={property.id}>
            <tr data-testid="admin-property-row">
              <td className={cell}>
                <PropertyLink property={property} />
                <span className="block text-xs text-slate-500">{`${propertyStatusLabels[property.status as PropertyStatus] ?? property.status} · ${
                  propertyVisibilityLabels[property.visibility as PropertyVisibility] ?? property.visibility
                }`}</span>
              </td>
              <td className={cell}>
                {property.advertiser === 'owner' ? (
                  <span className="flex flex-col items-start gap-1">
                    <span>{`Dueño directo: ${property.company.name}`}</span>
                    <RegistryCell property={property} action={action} />
                  </span>
                ) : (
                  property.company.name
                )}
              </td>
              <td className={cell}>
                {property.open_reports > 0 ? (
                  <span className="font-semibold text-red-700">{property.open_reports}</span>
                ) : (
                  0
                )}
              </td>
              <td className={cell}>
                {property.hidden_at ? (
                  <span className="text-red-700">{`Oculta: ${property.hidden_reason ?? ''}`}</span>
                ) : (
                  'Visible'
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <span className="flex flex-wrap gap-1.5">
                  <RowAction
                    aria-expanded={open === property.id}
                    onClick={() => setOpen(open === property.id ? null : property.id)}
                  >
                    Ver reportes
                  </RowAction>
                  {property.open_reports > 0 && (
                    <RowAction
                      disabled={action.isPending}
                      onClick={() => action.run(`properties/${property.id}/resolve_reports`)}
                    >
                      Resolver reportes
                    </RowAction>
                  )}
                  {property.hidden_at ? (
                    <RowAction
                      disabled={action.isPending}
                      onClick={() => action.run(`properties/${property.id}/unhide`)}
                    >
                      Mostrar
                    </RowAction>
                  ) : (
                    <RowAction danger onClick={() => (action.clearError(), setHiding(property))}>
                      Ocultar
                    </RowAction>
                  )}
                </span>
              </td>
            </tr>
            {open === property.id && <ReportsRow propertyId={property.id} colSpan={head.length} />}
          </Fragment>
        ))}
      </AdminTable>
      <ListPager pagination={data?.pagination} page={page} onPage={setPage} />
      <ActionError message={hiding ? null : action.error} />
      {hiding && (
        <ReasonDialog
          title={`Ocultar «${hiding.title}»`}
          confirmLabel="Ocultar propiedad"
          isPending={action.isPending}
          error={action.error}
          onCancel={() => setHiding(null)}
          onConfirm={(reason) => action.run(`properties/${hiding.id}/hide`, reason, () => setHiding(null))}
        />
      )}
    </div>
  );
}
