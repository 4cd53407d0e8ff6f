import type { ReceivedContactRequest } from '@inmuebles/shared/contact-requests/inbox-schema';
import { ContactRequestItem } from './contact-request-item';

/** The mark-read mutation of an inbox (a company's, an owner's): the same change, another endpoint. */
export interface MarkReadMutation {
  mutate: (change: { id: number; read: boolean }) => void;
  isPending: boolean;
  variables?: { id: number };
}

/**
 * A full inbox page: every lead with its reply links and a read/unread toggle, dimmed while the next page
 * loads in its place.
 */
export function ContactRequestList({
  requests,
  markRead,
  isPlaceholderData,
}: {
  requests: readonly ReceivedContactRequest[];
  markRead: MarkReadMutation;
  isPlaceholderData: boolean;
}) {
  return (
    <ul className={`divide-y divide-slate-100 ${isPlaceholderData ? 'opacity-60' : ''}`}>
      {requests.map((request) => (
        <li key={request.id}>
          <ContactRequestItem
            request={request}
            variant="full"
            onToggleRead={() => markRead.mutate({ id: request.id, read: request.read_at === null })}
            isUpdating={markRead.isPending && markRead.variables?.id === request.id}
          />
        </li>
      ))}
    </ul>
  );
}
