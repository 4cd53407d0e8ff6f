import { pageTitle } from '@inmuebles/shared/format/page-title';
import type { OwnerListing } from '@inmuebles/shared/owners/owner-schema';
import type { PropertyStatus } from '@inmuebles/shared/properties/enums';
import { formatCount } from '@inmuebles/shared/properties/format';
import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pagination } from '@/components/pagination';
import { isApiError } from '@/lib/api-error';
import { ContactRequestList } from '@/features/dashboard/components/contact-request-list';
import { useRouterNotices } from '@/hooks/use-router-notices';
import {
  useMarkOwnerEnquiryRead,
  useOwnerInbox,
  useOwnerListingStatus,
  useOwnerListings,
} from '../api/owner-api';
import { OwnerListingItem } from '../components/owner-listing-item';
import { PhoneChoice } from '../components/phone-choice';
import { PublishEntry } from '../components/publish-entry';

const tabStyles = (active: boolean) =>
  `rounded-lg px-4 py-1.5 text-sm font-medium transition-colors ${active ? 'bg-blue-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`;

/** The owner's listings with their state and counts, 'Mostrar mi teléfono' and "Publicar mi inmueble". */
function ListingsTab() {
  const listings = useOwnerListings();
  const status = useOwnerListingStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const change = (listing: OwnerListing, next: PropertyStatus) => {
    setFailure(null);
    status.mutate(
      { id: listing.id, status: next },
      {
        onError: (error) =>
          setFailure(
            isApiError(error)
              ? (error.errors[0] ?? error.message)
              : 'No se pudo cambiar el estado del inmueble',
          ),
      },
    );
  };

  if (listings.isPending) return <PageSpinner label="Cargando tus inmuebles..." />;
  if (listings.isError)
    return (
      <Notice icon tone="error" title="No se pudieron cargar tus inmuebles">
        Inténtalo de nuevo en unos segundos.
      </Notice>
    );
  const { properties, active, max_active: maxActive, show_phone: showPhone } = listings.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {`${formatCount(active)} de ${formatCount(maxActive)} inmuebles activos (los archivados no cuentan).`}
        </p>
        <PublishEntry active={active} maxActive={maxActive} />
      </div>
      {failure && (
        <Notice tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Notice>
      )}
      {properties.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          Aún no publicas ningún inmueble. Publica tu departamento, casa u oficina como dueño directo: un
          administrador lo revisa, con su partida registral, antes de que aparezca en las búsquedas.
        </p>
      ) : (
        <ul aria-label="Mis inmuebles" className="grid gap-4 lg:grid-cols-2">
          {properties.map((listing) => (
            <li key={listing.id}>
              <OwnerListingItem
                listing={listing}
                onStatus={change}
                isUpdating={status.isPending && status.variables.id === listing.id}
              />
            </li>
          ))}
        </ul>
      )}
      <PhoneChoice showPhone={showPhone} />
    </div>
  );
}

/** The enquiries about the owner's listings, newest first, with the reply links and read marks. */
function InboxTab() {
  const [page, setPage] = useState(1);
  const inbox = useOwnerInbox({ page });
  const markRead = useMarkOwnerEnquiryRead();
  if (inbox.isPending) return <PageSpinner label="Cargando tus consultas..." />;
  if (inbox.isError)
    return (
      <Notice icon tone="error" title="No se pudieron cargar tus consultas">
        Inténtalo de nuevo en unos segundos.
      </Notice>
    );
  const { contact_requests: requests, pagination, unread_count: unread } = inbox.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Las personas interesadas en tus inmuebles.
        {unread > 0 && ` Tienes ${formatCount(unread)} sin leer.`}
      </p>
      <section
        aria-label="Consultas recibidas"
        className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80"
      >
        {requests.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-slate-600">Aún no has recibido consultas.</p>
        ) : (
          <ContactRequestList
            requests={requests}
            markRead={markRead}
            isPlaceholderData={inbox.isPlaceholderData}
          />
        )}
      </section>
      <Pagination currentPage={page} totalPages={pagination.total_pages} onPageChange={setPage} />
    </div>
  );
}

/**
 * `/mis-inmuebles` (docs/product/owners.md §4): what a searcher publishes as "dueño directo". The tab
 * 'Consultas' (`?tab=consultas`, the address of the enquiry e-mail's 'Ver mis consultas') is their inbox.
 */
export function MyListingsPage() {
  const [params, setParams] = useSearchParams();
  const inInbox = params.get('tab') === 'consultas';
  const { notices, dismiss } = useRouterNotices();
  return (
    <div className="space-y-5">
      <title>{pageTitle(inInbox ? 'Consultas de mis inmuebles' : 'Mis inmuebles')}</title>
      <h1 className="text-2xl font-bold text-slate-900">Mis inmuebles</h1>
      {notices.map((notice) => (
        <Notice key={notice.text} tone={notice.tone} onDismiss={dismiss}>
          {notice.text}
        </Notice>
      ))}
      <div
        role="group"
        aria-label="Mis inmuebles o sus consultas"
        className="inline-flex rounded-xl border border-slate-300 bg-white p-1 shadow-sm"
      >
        <button
          type="button"
          aria-pressed={!inInbox}
          onClick={() => setParams({}, { preventScrollReset: true })}
          className={tabStyles(!inInbox)}
        >
          Inmuebles
        </button>
        <button
          type="button"
          aria-pressed={inInbox}
          onClick={() => setParams({ tab: 'consultas' }, { preventScrollReset: true })}
          className={tabStyles(inInbox)}
        >
          Consultas
        </button>
      </div>
      {inInbox ? <InboxTab /> : <ListingsTab />}
    </div>
  );
}
