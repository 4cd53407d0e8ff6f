import { useState } from 'react';
import type { AdminProperty } from '@inmuebles/shared/trust/admin-schema';
import { useAdminReviews } from '../api/admin-api';
import { ActionError, AdminTable, ListPager, PropertyLink, RowAction, cell, formatWhen } from './admin-table';
import { RegistryCell } from './property-registry-cell';
import { ReasonDialog } from './reason-dialog';
import { useActionWithReason } from './use-admin-action';

/**
 * "Por revisar" (docs/product/owners.md §2): the owners' listings held before going public, the oldest
 * first, with their partida. Approve publishes; reject asks the reason the owner reads; the partida is
 * marked verified after checking it in SUNARP.
 */
export function ReviewsPanel() {
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdminProperty | null>(null);
  const { data } = useAdminReviews(page);
  const action = useActionWithReason();
  const head = ['Inmueble', 'Dueño', 'Partida registral', 'Enviado', 'Acciones'];
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600">
        Inmuebles de dueños directos que esperan revisión antes de publicarse. Revisa el aviso y la partida en
        SUNARP: «Aprobar» lo publica; «Rechazar» pide el motivo, que el dueño lee en «Mis inmuebles».
      </p>
      <AdminTable caption="Por revisar" head={head}>
        {data?.properties.map((property) => (
          <tr key={property.id} data-testid="admin-review-row">
            <td className={cell}>
              <PropertyLink property={property} />
            </td>
            <td className={cell}>{property.company.name}</td>
            <td className={cell}>
              <RegistryCell property={property} action={action} />
            </td>
            <td className={`${cell} whitespace-nowrap`}>{formatWhen(property.created_at)}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <span className="flex flex-wrap gap-1.5">
                <RowAction
                  disabled={action.isPending}
                  onClick={() => action.run(`properties/${property.id}/approve`)}
                >
                  Aprobar
                </RowAction>
                <RowAction danger onClick={() => (action.clearError(), setRejecting(property))}>
                  Rechazar
                </RowAction>
              </span>
            </td>
          </tr>
        ))}
      </AdminTable>
      {data && data.properties.length === 0 && (
        <p className="text-sm text-slate-600">No hay inmuebles por revisar.</p>
      )}
      <ListPager pagination={data?.pagination} page={page} onPage={setPage} />
      <ActionError message={rejecting ? null : action.error} />
      {rejecting && (
        <ReasonDialog
          title={`Rechazar «${rejecting.title}»`}
          confirmLabel="Rechazar inmueble"
          isPending={action.isPending}
          error={action.error}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) =>
            action.run(`properties/${rejecting.id}/reject`, reason, () => setRejecting(null))
          }
        />
      )}
    </div>
  );
}
