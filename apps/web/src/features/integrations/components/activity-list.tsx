import {
  partnerActivityLabels,
  type PartnerActivityEntry,
} from '@inmuebles/shared/partner/integration-schema';
import { formatWhen } from '../utils/integration-format';

/** "Actividad": what the company's keys wrote, newest first. */
export function ActivityList({ entries }: { entries: PartnerActivityEntry[] }) {
  if (entries.length === 0) {
    return <p className="text-sm text-slate-500">Tus claves todavía no han enviado avisos.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100 text-sm" aria-label="Actividad de la API">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-3">
          <span className="text-slate-900">
            {partnerActivityLabels[entry.action]} el aviso{' '}
            <code className="font-mono">{entry.reference}</code>
          </span>
          <span className="text-slate-500">
            {entry.key_name ? `con «${entry.key_name}» · ` : ''}
            {formatWhen(entry.created_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}
