import { useState } from 'react';
import { Link } from '@/lib/router';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import type { AdminProperty } from '@inmuebles/shared/trust/admin-schema';
import { useAdminReviews } from '../api/admin-api';
import { ActionError, AdminTable, ListPager, RowAction, cell, formatWhen } from './admin-table';
import { ReasonDialog } from './reason-dialog';
import { useActionWithReason } from './use-admin-action';

/** The partida line and whether an admin checked it, with the action that marks it (or takes it back). */
export function RegistryCell({
  property,
  onVerify,
  disabled,
}: {
  property: AdminProperty;
  onVerify: (action: 'verify_registry' | 'unverify_registry') => void;
  disabled: boolean;
}) {
  if (!property.registry) return <span className="text-slate-500">Sin partida</span>;
  const verified = property.registry_verified_at !== null;
  return (
    <span className="flex flex-col items-start gap-1">
      <span>{property.registry}</span>
      {verified ? (
        <span className="text-xs font-semibold text-emerald-700">Partida verificada</span>
      ) : (
        <span className="text-xs text-amber-700">Sin verificar</span>
      )}
      <RowAction
        disabled={disabled}
        onClick={() => onVerify(verified ? 'unverify_registry' : 'verify_registry')}
      >
        {verified ? 'Quitar verificación' : 'Marcar partida verificada'}
      </RowAction>
    </span>
  );
}

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
              <Link
                to={publicPaths.property(property.slug)}
                className="font-medium text-blue-700 hover:underline"
              >
                {property.title}
              </Link>
            </td>
            <td className={cell}>{property.company.name}</td>
            <td className={cell}>
              <RegistryCell
                property={property}
                disabled={action.isPending}
                onVerify={(verb) => action.run(`properties/${property.id}/${verb}`)}
              />
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
