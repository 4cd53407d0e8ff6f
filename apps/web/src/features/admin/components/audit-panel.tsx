import { useState } from 'react';
import { adminActionLabels, adminActions, type AdminAction } from '@inmuebles/shared/trust/admin-schema';
import { useAuditLog } from '../api/admin-api';
import { AdminTable, ListPager, SearchBox, cell, formatWhen } from './admin-table';

/** The audit log: read only, newest first, filtered by action and admin. */
export function AuditPanel() {
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [page, setPage] = useState(1);
  const { data } = useAuditLog({ action, actor }, page);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <label className="block text-sm font-medium text-slate-700">
          Acción
          <select
            value={action}
            onChange={(event) => (setAction(event.target.value), setPage(1))}
            className="mt-1 block rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
          >
            <option value="">Todas</option>
            {adminActions.map((value) => (
              <option key={value} value={value}>
                {adminActionLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <SearchBox label="Administrador (correo)" value={actor} onChange={(v) => (setActor(v), setPage(1))} />
      </div>
      <AdminTable caption="Registro de acciones" head={['Cuándo', 'Quién', 'Qué', 'Objetivo', 'Motivo']}>
        {data?.entries.map((entry) => (
          <tr key={entry.id}>
            <td className={`${cell} whitespace-nowrap`}>{formatWhen(entry.created_at)}</td>
            <td className={cell}>{entry.actor.email}</td>
            <td className={cell}>{adminActionLabels[entry.action as AdminAction] ?? entry.action}</td>
            <td className={cell}>{entry.target.label ?? `${entry.target.type} ${entry.target.id ?? ''}`}</td>
            <td className={cell}>{entry.reason ?? '—'}</td>
          </tr>
        ))}
      </AdminTable>
      <ListPager pagination={data?.pagination} page={page} onPage={setPage} />
    </div>
  );
}
