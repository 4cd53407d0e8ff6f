import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '@/lib/router';
import { formatCount } from '@inmuebles/shared/properties/format';
import { isValidPage } from '@inmuebles/shared/properties/pagination';
import { Pagination } from '@/components/pagination';
import { useCurrentUser } from '@/lib/session';
import { useContactRequests } from '../api/get-contact-requests';
import { useMarkContactRequestRead } from '../api/mark-contact-request-read';
import { ContactRequestList } from '../components/contact-request-list';
import { ContactRequestsError, ContactRequestsLoading, PanelMessage } from '../components/panel';
import { useLogError } from '@/hooks/use-log-error';

const filters = [
  { value: false, label: 'Todas' },
  { value: true, label: 'No leídas' },
] as const;

/** Whose leads: the agent in charge's own ("Mis consultas") or the whole company's (docs/product/teams.md). */
const scopes = [
  // Not a second 'Todas': beside the read filter's, two buttons would say the same and mean different things.
  { value: false, label: 'De la empresa' },
  { value: true, label: 'Mis consultas' },
] as const;

const toggleGroup = 'inline-flex rounded-xl border border-slate-300 bg-white p-1 shadow-sm';
const toggleButton = (pressed: boolean) =>
  `rounded-lg px-4 py-1.5 text-sm font-medium transition-colors ${pressed ? 'bg-blue-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`;

/** `/dashboard/leads`: every contact request the company received, newest first, with reply links. */
export function ContactRequestsPage() {
  const companyId = useCurrentUser()?.company_id ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const onlyUnread = searchParams.get('unread') === 'true';
  const onlyMine = searchParams.get('mine') === 'true';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const query = useContactRequests(companyId, {
    page,
    unread: onlyUnread || undefined,
    mine: onlyMine || undefined,
  });
  const markRead = useMarkContactRequestRead();
  const topRef = useRef<HTMLDivElement>(null);

  const setQuery = useCallback(
    (next: { unread: boolean; mine?: boolean; page: number }, replace = false) => {
      const params = new URLSearchParams();
      if (next.mine ?? onlyMine) params.set('mine', 'true');
      if (next.unread) params.set('unread', 'true');
      if (next.page > 1) params.set('page', String(next.page));
      setSearchParams(params, { preventScrollReset: true, replace });
    },
    [setSearchParams, onlyMine],
  );

  // A page that no longer exists (an old link, leads marked read under 'No leídas'): the last one.
  const totalPages = query.isPlaceholderData ? undefined : query.data?.pagination.total_pages;
  useEffect(() => {
    if (totalPages && page > totalPages) setQuery({ unread: onlyUnread, page: totalPages }, true);
  }, [totalPages, page, onlyUnread, setQuery]);

  useLogError(query.error, 'No se pudieron cargar las consultas.');

  return (
    <div
      ref={topRef}
      className="mx-auto w-full max-w-5xl scroll-mt-28 space-y-5 px-4 py-6 sm:px-6 lg:scroll-mt-16 lg:px-8 lg:py-8"
    >
      <title>{pageTitle('Consultas')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Consultas</h1>
        <p className="mt-1 text-sm text-slate-600">
          Las personas interesadas en tus propiedades.
          {query.data && query.data.unread_count > 0 && (
            <> Tienes {formatCount(query.data.unread_count)} sin leer.</>
          )}
        </p>
      </header>

      <div className="flex flex-wrap gap-3">
        <div role="group" aria-label="Filtrar consultas" className={toggleGroup}>
          {filters.map((filter) => (
            <button
              key={filter.label}
              type="button"
              aria-pressed={onlyUnread === filter.value}
              onClick={() => setQuery({ unread: filter.value, page: 1 })}
              className={toggleButton(onlyUnread === filter.value)}
            >
              {filter.label}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Consultas de quién" className={toggleGroup}>
          {scopes.map((scope) => (
            <button
              key={scope.label}
              type="button"
              aria-pressed={onlyMine === scope.value}
              onClick={() => setQuery({ unread: onlyUnread, mine: scope.value, page: 1 })}
              className={toggleButton(onlyMine === scope.value)}
            >
              {scope.label}
            </button>
          ))}
        </div>
      </div>

      <section
        aria-label="Consultas recibidas"
        className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80"
      >
        {companyId === null ? (
          <PanelMessage>Tu cuenta no pertenece a una empresa, así que no recibe consultas.</PanelMessage>
        ) : query.isPending ? (
          <ContactRequestsLoading />
        ) : query.isError ? (
          <ContactRequestsError query={query} />
        ) : query.data.contact_requests.length === 0 ? (
          <PanelMessage>
            {onlyUnread
              ? 'No tienes consultas sin leer.'
              : onlyMine
                ? 'Aún no tienes consultas a tu cargo.'
                : 'Aún no has recibido consultas.'}
          </PanelMessage>
        ) : (
          <ContactRequestList
            requests={query.data.contact_requests}
            markRead={markRead}
            isPlaceholderData={query.isPlaceholderData}
          />
        )}
      </section>

      {query.data && (
        <Pagination
          currentPage={page}
          totalPages={query.data.pagination.total_pages}
          onPageChange={(next) => {
            if (!isValidPage(next, query.data.pagination.total_pages)) return;
            setQuery({ unread: onlyUnread, page: next });
            topRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }); // absent in jsdom
          }}
        />
      )}
    </div>
  );
}
