import type { AdminProperty } from '@inmuebles/shared/trust/admin-schema';
import { RowAction } from './admin-table';
import type { useActionWithReason } from './use-admin-action';

/** The partida line and whether an admin checked it, with the action that marks it (or takes it back). */
export function RegistryCell({
  property,
  action,
}: {
  property: AdminProperty;
  action: ReturnType<typeof useActionWithReason>;
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
        disabled={action.isPending}
        onClick={() =>
          action.run(`properties/${property.id}/${verified ? 'unverify_registry' : 'verify_registry'}`)
        }
      >
        {verified ? 'Quitar verificación' : 'Marcar partida verificada'}
      </RowAction>
    </span>
  );
}
