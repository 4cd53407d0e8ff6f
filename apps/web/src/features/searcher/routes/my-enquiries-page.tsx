import { Link } from '@/lib/router';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSentContactRequests } from '../api/sent-contact-requests';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

const dateFormat = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium' });

/** /mis-consultas (docs/product/searcher-accounts.md): the enquiries the person sent, with the property's state. */
export function MyEnquiriesPage() {
  const enquiries = useSentContactRequests();
  return (
    <div className="max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Mis consultas</h1>
      {enquiries.isPending && <PageSpinner />}
      {enquiries.isError && (
        <Notice icon tone="error" title="No se pudieron cargar tus consultas">
          Inténtalo de nuevo en unos segundos.
        </Notice>
      )}
      {enquiries.data && enquiries.data.contact_requests.length === 0 && (
        <p className="text-slate-600">Aún no enviaste consultas.</p>
      )}
      <ul className="space-y-4">
        {enquiries.data?.contact_requests.map((request) => (
          <li
            key={request.id}
            className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              {request.property.available ? (
                <Link
                  to={publicPaths.property(request.property.slug)}
                  className="font-semibold text-slate-900 hover:text-blue-700"
                >
                  {request.property.title}
                </Link>
              ) : (
                <span className="font-semibold text-slate-700">
                  {request.property.title} <span className="text-sm font-normal">(Ya no disponible)</span>
                </span>
              )}
              <span className="text-sm text-slate-600">
                {dateFormat.format(new Date(request.created_at))} ·{' '}
                {request.read ? 'Leída por la inmobiliaria' : 'Enviada'}
              </span>
            </div>
            <p className="text-sm whitespace-pre-line text-slate-700">{request.message}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
