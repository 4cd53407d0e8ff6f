import type { AdminCompany } from '@inmuebles/shared/trust/admin-schema';
import { RowAction } from './admin-table';
import type { useActionWithReason } from './use-admin-action';

/**
 * The company's own Registro del Agente Inmobiliario number (docs/product/owners.md §5), its state, and the
 * button that marks it checked or takes the mark back; '—' while the company gave none.
 */
export function AgentRegistryCell({
  company,
  action,
}: {
  company: AdminCompany;
  action: ReturnType<typeof useActionWithReason>;
}) {
  if (!company.agent_registry_number) return <>—</>;
  const verified = company.agent_registry_verified_at !== null;
  return (
    <span className="flex flex-col items-start gap-1 whitespace-nowrap">
      <span>{`N.º ${company.agent_registry_number}`}</span>
      {verified ? (
        <span className="text-xs font-semibold text-emerald-700">Verificado</span>
      ) : (
        <span className="text-xs text-amber-700">Sin verificar</span>
      )}
      <RowAction
        disabled={action.isPending}
        // The row already has the company's own 'Verificar' / 'Quitar verificación': the name says which.
        aria-label={
          verified
            ? `Quitar verificación del registro de ${company.name}`
            : `Verificar registro de ${company.name}`
        }
        onClick={() =>
          action.run(`companies/${company.id}/${verified ? 'unverify' : 'verify'}_agent_registry`)
        }
      >
        {verified ? 'Quitar verificación' : 'Verificar registro'}
      </RowAction>
    </span>
  );
}
