import type { ReactNode, Ref } from 'react';
import { CloseIcon } from '@/components/icons/navigation-icons';

export type NoticeTone = 'success' | 'error' | 'info';

/** The outcome of the last action on a screen. */
export interface ScreenNotice {
  tone: 'success' | 'error';
  text: string;
  /** The server's validation messages, one per line. */
  details?: string[];
}

const tones: Record<NoticeTone, { box: string; icon: string; title: string; path: string }> = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-800',
    icon: 'text-red-500',
    title: 'text-red-900',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.75a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    icon: 'text-emerald-500',
    title: 'text-emerald-900',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-10.2-4.5 5a.75.75 0 0 1-1.08.03l-2.25-2.25a.75.75 0 1 1 1.06-1.06l1.7 1.69 3.96-4.41a.75.75 0 1 1 1.11 1Z',
  },
  info: {
    box: 'border-blue-200 bg-blue-50 text-blue-800',
    icon: 'text-blue-500',
    title: 'text-blue-900',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-11.25a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9.25a.75.75 0 0 0 0 1.5h.25v3a.75.75 0 0 0 .75.75h.5a.75.75 0 0 0 0-1.5h-.25v-3A.75.75 0 0 0 9.5 9.25H9Z',
  },
};

export interface NoticeProps {
  tone: NoticeTone;
  /** A bold first line. */
  title?: string;
  children?: ReactNode;
  /** The server's validation messages, one per line. */
  details?: string[];
  /** A close button ('Cerrar aviso') calls it; without it the notice stays. */
  onDismiss?: () => void;
  /** A sign of the tone before the text (the account screens). */
  icon?: boolean;
  className?: string;
  /** Lets a screen move focus to the notice (it is focusable programmatically only). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The one inline message, in place of the old client's alerts: a result, a failure or a piece of news.
 * Errors are announced at once (`alert`), the rest politely (`status`).
 */
export function Notice({
  tone,
  title,
  children,
  details,
  onDismiss,
  icon = false,
  className = '',
  ref,
}: NoticeProps) {
  const style = tones[tone];
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border text-sm outline-none ${icon ? 'p-4' : 'px-4 py-3'} ${style.box} ${className}`}
    >
      {icon && (
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`mt-0.5 size-5 shrink-0 ${style.icon}`}
        >
          <path fillRule="evenodd" clipRule="evenodd" d={style.path} />
        </svg>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className={`font-semibold ${style.title}`}>{title}</p>}
        {children && <div className="leading-relaxed break-words">{children}</div>}
        {details && details.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-5">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Cerrar aviso"
          className="-m-1 shrink-0 rounded p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </div>
  );
}

/** A screen's notice (the last action's, or one handed over with the navigation): its text in bold. */
export function ScreenNoticeBox({ notice, onDismiss }: { notice: ScreenNotice; onDismiss: () => void }) {
  return (
    <Notice tone={notice.tone} details={notice.details} onDismiss={onDismiss}>
      <p className="font-medium">{notice.text}</p>
    </Notice>
  );
}
