import { importFeedResultLabels } from '@inmuebles/shared/imports/import-feed-schema';
import { Notice } from '@/components/ui/notice';
import { useAdminImportFeeds } from '../api/import-feeds-api';
import { AdminTable, cell } from './admin-table';

const dateTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/** "Feeds de importación": each company's feed sync, its last fetch and its failures (docs/product/imports.md). */
export function ImportFeedsPanel() {
  const { data, isError } = useAdminImportFeeds();
  if (isError) return <Notice tone="error">No se pudieron cargar los feeds</Notice>;
  const feeds = data?.feeds ?? [];
  if (data && feeds.length === 0)
    return <p className="text-sm text-slate-600">Ninguna empresa sincroniza un feed.</p>;
  return (
    <AdminTable
      caption="Feeds de importación de las empresas"
      head={['Empresa', 'Dirección', 'Cada', 'Última lectura', 'Resultado', 'Fallos seguidos', 'Próxima']}
    >
      {feeds.map((feed) => (
        <tr key={feed.id}>
          <td className={cell}>{feed.company_name}</td>
          <td className={`${cell} max-w-xs break-all`}>{feed.url}</td>
          <td className={cell}>{feed.period_hours} h</td>
          <td className={cell}>{when(feed.last_fetch_at)}</td>
          <td className={cell}>
            {feed.last_result ? importFeedResultLabels[feed.last_result] : '—'}
            {feed.last_error && <span className="block text-xs text-red-700">{feed.last_error}</span>}
          </td>
          <td className={cell}>{feed.consecutive_failures}</td>
          <td className={cell}>{when(feed.next_fetch_at)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
