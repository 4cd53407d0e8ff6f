import { useState } from 'react';
import { useAdminUsers } from '../api/admin-api';
import { ActionError, AdminTable, ListPager, RowAction, SearchBox, cell, formatWhen } from './admin-table';
import { useActionWithReason } from './use-admin-action';

const roleLabels: Record<string, string> = {
  admin: 'Administrador',
  company_admin: 'Administrador de empresa',
  agent: 'Agente',
};

/**
 * Users: search, role and company, the Registro del Agente Inmobiliario number a member entered (verify it
 * after checking the ministry's registry: only then does the contact card show it), deactivate (sessions
 * end) and reactivate.
 */
export function UsersPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data } = useAdminUsers(search, page);
  const action = useActionWithReason();
  return (
    <div className="space-y-4">
      <SearchBox
        label="Buscar por correo, nombre o empresa"
        value={search}
        onChange={(v) => (setSearch(v), setPage(1))}
      />
      <AdminTable
        caption="Usuarios"
        head={['Usuario', 'Rol', 'Empresa', 'Registro de agente', 'Último acceso', 'Estado', 'Acciones']}
      >
        {data?.users.map((user) => (
          <tr key={user.id}>
            <td className={cell}>
              <span className="font-medium text-slate-900">{user.name || user.email}</span>
              <span className="block text-xs text-slate-500">{user.email}</span>
            </td>
            <td className={cell}>{roleLabels[user.role] ?? user.role}</td>
            <td className={cell}>{user.company?.name ?? '—'}</td>
            <td className={cell}>
              {user.agent_registry_number ? (
                <span className="flex flex-col items-start gap-1">
                  <span>{`N.º ${user.agent_registry_number}`}</span>
                  {user.agent_registry_verified_at ? (
                    <span className="text-xs font-semibold text-emerald-700">Verificado</span>
                  ) : (
                    <span className="text-xs text-amber-700">Sin verificar</span>
                  )}
                  <RowAction
                    disabled={action.isPending}
                    onClick={() =>
                      action.run(
                        `users/${user.id}/${user.agent_registry_verified_at ? 'unverify' : 'verify'}_agent_registry`,
                      )
                    }
                  >
                    {user.agent_registry_verified_at ? 'Quitar verificación' : 'Marcar verificado'}
                  </RowAction>
                </span>
              ) : (
                '—'
              )}
            </td>
            <td className={cell}>{formatWhen(user.last_sign_in_at)}</td>
            <td className={cell}>
              {user.deactivated_at ? <span className="text-red-700">Desactivado</span> : 'Activo'}
            </td>
            <td className={cell}>
              {user.deactivated_at ? (
                <RowAction
                  disabled={action.isPending}
                  onClick={() => action.run(`users/${user.id}/reactivate`)}
                >
                  Reactivar
                </RowAction>
              ) : (
                <RowAction
                  danger
                  disabled={action.isPending}
                  onClick={() => action.run(`users/${user.id}/deactivate`)}
                >
                  Desactivar
                </RowAction>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <ListPager pagination={data?.pagination} page={page} onPage={setPage} />
      <ActionError message={action.error} />
    </div>
  );
}
