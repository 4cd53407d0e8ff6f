import { apiKeyScopeLabels, type ApiKeyView } from '@inmuebles/shared/partner/api-key-schema';
import { Button } from '@/components/ui/button';
import { formatWhen } from '../utils/integration-format';

export interface ApiKeyListProps {
  keys: ApiKeyView[];
  /** Shows each key's company (an admin's list of every company). */
  showCompany: boolean;
  busyId: number | null;
  onRevoke: (key: ApiKeyView) => void;
}

const lastUse = (key: ApiKeyView) =>
  key.last_used_at ? `${formatWhen(key.last_used_at)} desde ${key.last_used_ip ?? '—'}` : 'Nunca';

/** The keys, active first as the server orders them, one card each (a table would not fit a phone). */
export function ApiKeyList({ keys, showCompany, busyId, onRevoke }: ApiKeyListProps) {
  if (keys.length === 0) {
    return <p className="text-sm text-slate-500">Todavía no hay claves de API.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Claves de API">
      {keys.map((key) => (
        <li key={key.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words text-slate-900">{key.name}</span>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{key.prefix}…</code>
              {key.revoked_at ? (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                  Revocada el {formatWhen(key.revoked_at)}
                </span>
              ) : (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
                  Activa
                </span>
              )}
            </p>
            {showCompany && <p className="text-slate-600">Empresa: {key.company.name}</p>}
            <p className="text-slate-600">
              Permisos: {key.scopes.map((s) => apiKeyScopeLabels[s]).join(', ')}
            </p>
            <p className="text-slate-500">
              Creada el {formatWhen(key.created_at)}
              {key.created_by ? ` por ${key.created_by.name}` : ''}
            </p>
            <p className="text-slate-500">Último uso: {lastUse(key)}</p>
          </div>
          {!key.revoked_at && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              isLoading={busyId === key.id}
              onClick={() => onRevoke(key)}
              aria-label={`Revocar la clave ${key.name}`}
            >
              Revocar
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
