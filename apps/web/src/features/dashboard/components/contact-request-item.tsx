import { Link } from '@/lib/router';
import type { ReceivedContactRequest } from '@inmuebles/shared/contact-requests/inbox-schema';
import { emailReplyLink, formatLeadPhone, phoneLink, whatsappLink } from '../utils/contact-links';
import { formatDateTime } from '../utils/format-date';
import { MailIcon, PhoneIcon } from '@/components/icons/contact-icons';
import { WhatsAppIcon } from '@/components/icons/social-icons';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface ContactRequestItemProps {
  request: ReceivedContactRequest;
  /** 'compact' for the summary panel (message cut to two lines, no reply links). */
  variant: 'compact' | 'full';
  onToggleRead: (request: ReceivedContactRequest) => void;
  isUpdating: boolean;
}

const replyLink =
  'inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';

/** What a lead is about: a property, or a project with the unit type chosen ("Flat 2D-A"). */
function leadSubject(request: ReceivedContactRequest): { title: string; path: string } {
  if (request.property)
    return { title: request.property.title, path: publicPaths.property(request.property.slug) };
  if (request.project) {
    const { name, slug, unit_type: unitType } = request.project;
    return { title: unitType ? `${name} · ${unitType}` : name, path: publicPaths.project(slug) };
  }
  return { title: '', path: publicPaths.home };
}

/** One lead: who wrote, about which property, when, the message, its read state and how to answer. */
export function ContactRequestItem({ request, variant, onToggleRead, isUpdating }: ContactRequestItemProps) {
  const isUnread = request.read_at === null;
  const subject = leadSubject(request);
  const whatsapp = whatsappLink(request.phone, request.name, subject.title);
  const isFull = variant === 'full';

  return (
    <article
      aria-label={`Consulta de ${request.name}`}
      className={`relative px-5 py-4 ${isUnread ? 'bg-blue-50/60' : ''}`}
    >
      {isUnread && <span aria-hidden="true" className="absolute top-0 bottom-0 left-0 w-1 bg-blue-500" />}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            {request.name}
            {isUnread && (
              <span className="rounded-full bg-blue-600 px-2 py-0.5 text-[11px] font-semibold text-white">
                Nueva
              </span>
            )}
          </p>
          <p className="truncate text-xs text-slate-500">
            Sobre{' '}
            <Link to={subject.path} className="font-medium text-blue-700 hover:underline">
              {subject.title}
            </Link>
          </p>
          {isFull && (
            <p className="truncate text-xs text-slate-600">
              {request.agent ? `A cargo de ${request.agent.name}` : 'Sin agente a cargo'}
            </p>
          )}
        </div>
        <time dateTime={request.created_at} className="text-xs whitespace-nowrap text-slate-500">
          {formatDateTime(request.created_at)}
        </time>
      </div>

      <p className={`mt-2 text-sm whitespace-pre-line text-slate-700 ${isFull ? '' : 'line-clamp-2'}`}>
        {request.message}
      </p>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {isFull && request.email === null && (
          // A deleted account's enquiry: the server erased the sender's e-mail and phone.
          <p className="text-xs text-slate-500">
            La persona eliminó su cuenta y con ella sus datos de contacto.
          </p>
        )}
        {isFull && (
          <>
            {request.email !== null && (
              <a href={emailReplyLink(request.email, subject.title)} className={replyLink}>
                <MailIcon className="size-4 shrink-0" />
                {request.email}
              </a>
            )}
            {request.phone && (
              <a href={phoneLink(request.phone)} className={replyLink}>
                <PhoneIcon className="size-4 shrink-0" />
                {formatLeadPhone(request.phone)}
              </a>
            )}
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={`${replyLink} border-emerald-200 text-emerald-700 hover:bg-emerald-50`}
              >
                <WhatsAppIcon className="size-4 shrink-0" />
                WhatsApp
              </a>
            )}
          </>
        )}
        {(isUnread || isFull) && (
          <button
            type="button"
            onClick={() => onToggleRead(request)}
            disabled={isUpdating}
            className="ml-auto text-xs font-semibold text-blue-700 hover:text-blue-800 hover:underline disabled:opacity-50"
          >
            {isUnread ? 'Marcar como leída' : 'Marcar como no leída'}
          </button>
        )}
      </div>
    </article>
  );
}
