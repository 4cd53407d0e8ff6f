import { useState } from 'react';
import { useAdminUsers } from '../api/admin-api';
import { AdminTable, Pager, SearchBox, actionButton, cell, dangerButton, formatWhen } from './admin-table';
import { useActionWithReason } from './use-admin-action';

const roleLabels: Record<string, string> = {
  admin: 'Administrador',
  company_admin: 'Administrador de empresa',
  agent: 'Agente',
};

/** Users: search, role and company, deactivate (sessions end) and reactivate. */
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
        head={['Usuario', 'Rol', 'Empresa', 'Último acceso', 'Estado', 'Acciones']}
      >
        {data?.users.map((user) => (
          <tr key={user.id}>
            <td className={cell}>
              <span className="font-medium text-slate-900">{user.name || user.email}</span>
              <span className="block text-xs text-slate-500">{user.email}</span>
            </td>
            <td className={cell}>{roleLabels[user.role] ?? user.role}</td>
            <td className={cell}>{user.company?.name ?? '—'}</td>
            <td className={cell}>{formatWhen(user.last_sign_in_at)}</td>
            <td className={cell}>
              {user.deactivated_at ? <span className="text-red-700">Desactivado</span> : 'Activo'}
            </td>
            <td className={cell}>
              {user.deactivated_at ? (
                <button
                  type="button"
                  className={actionButton}
                  disabled={action.isPending}
                  onClick={() => action.run(`users/${user.id}/reactivate`)}
                >
                  Reactivar
                </button>
              ) : (
                <button
                  type="button"
                  className={dangerButton}
                  disabled={action.isPending}
                  onClick={() => action.run(`users/${user.id}/deactivate`)}
                >
                  Desactivar
                </button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {data && (
        <Pager
          page={page}
          totalPages={data.pagination.total_pages}
          total={data.pagination.total_count}
          onPage={setPage}
        />
      )}
      {action.error && (
        <p role="alert" className="text-sm text-red-700">
          {action.error}
        </p>
      )}
    </div>
  );
}
