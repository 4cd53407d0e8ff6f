import { useState } from 'react';
import { Link } from '@/lib/router';
import type { AdminCompany } from '@inmuebles/shared/trust/admin-schema';
import { useAdminCompanies } from '../api/admin-api';
import { ActionError, AdminTable, ListPager, RowAction, SearchBox, cell, formatWhen } from './admin-table';
import { ReasonDialog } from './reason-dialog';
import { AgentRegistryCell } from './company-agent-registry-cell';
import { useActionWithReason } from './use-admin-action';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

/**
 * Companies: search, verify or remove the verification, suspend with a reason, reinstate; the company's
 * Registro del Agente Inmobiliario number (verify it after checking the ministry's registry: only then does
 * its page show it).
 */
export function CompaniesPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [suspending, setSuspending] = useState<AdminCompany | null>(null);
  const { data } = useAdminCompanies(search, page);
  const action = useActionWithReason();

  return (
    <div className="space-y-4">
      <SearchBox
        label="Buscar empresa por nombre o RUC"
        value={search}
        onChange={(v) => (setSearch(v), setPage(1))}
      />
      <AdminTable
        caption="Empresas"
        head={[
          'Empresa',
          'RUC',
          'Verificación',
          'Registro de agente',
          'Estado',
          'Miembros',
          'Propiedades',
          'Acciones',
        ]}
      >
        {data?.companies.map((company) => (
          <tr key={company.id}>
            <td className={cell}>
              <Link
                to={publicPaths.company(company.slug)}
                className="font-medium text-blue-700 hover:underline"
              >
                {company.name}
              </Link>
            </td>
            <td className={cell}>{company.ruc ?? '—'}</td>
            <td className={cell}>
              {company.verified_at ? `Verificada el ${formatWhen(company.verified_at)}` : 'Sin verificar'}
            </td>
            <td className={cell}>
              <AgentRegistryCell company={company} action={action} />
            </td>
            <td className={cell}>
              {company.suspended_at ? (
                <span className="text-red-700">{`Suspendida: ${company.suspended_reason ?? ''}`}</span>
              ) : (
                'Activa'
              )}
            </td>
            <td className={cell}>{company.members_count}</td>
            <td className={cell}>{company.properties_count}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <span className="flex flex-wrap gap-1.5">
                {company.verified_at ? (
                  <RowAction
                    disabled={action.isPending}
                    onClick={() => action.run(`companies/${company.id}/unverify`)}
                  >
                    Quitar verificación
                  </RowAction>
                ) : (
                  <RowAction
                    disabled={action.isPending}
                    aria-label={`Verificar ${company.name}`}
                    onClick={() => action.run(`companies/${company.id}/verify`)}
                  >
                    Verificar
                  </RowAction>
                )}
                {company.suspended_at ? (
                  <RowAction
                    disabled={action.isPending}
                    onClick={() => action.run(`companies/${company.id}/reinstate`)}
                  >
                    Reactivar
                  </RowAction>
                ) : (
                  <RowAction danger onClick={() => (action.clearError(), setSuspending(company))}>
                    Suspender
                  </RowAction>
                )}
              </span>
            </td>
          </tr>
        ))}
      </AdminTable>
      <ListPager pagination={data?.pagination} page={page} onPage={setPage} />
      <ActionError message={suspending ? null : action.error} />
      {suspending && (
        <ReasonDialog
          title={`Suspender ${suspending.name}`}
          confirmLabel="Suspender empresa"
          isPending={action.isPending}
          error={action.error}
          onCancel={() => setSuspending(null)}
          onConfirm={(reason) =>
            action.run(`companies/${suspending.id}/suspend`, reason, () => setSuspending(null))
          }
        />
      )}
    </div>
  );
}
