import type { ReactNode } from 'react';

type StatusTone = 'success' | 'error' | 'info';

const tones: Record<StatusTone, { badge: string; path: string }> = {
  success: { badge: 'bg-emerald-100 text-emerald-600', path: 'm5 12.5 4.5 4.5L19 7.5' },
  error: { badge: 'bg-red-100 text-red-600', path: 'M12 8v5m0 3.5h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z' },
  info: { badge: 'bg-blue-100 text-blue-600', path: 'M4 6h16v12H4zM4.5 6.5l7.5 6 7.5-6' },
};

export interface StatusPanelProps {
  tone: StatusTone;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/** A large centred result (confirmation outcome, e-mail sent, password changed), announced to screen readers. */
export function StatusPanel({ tone, title, children, actions }: StatusPanelProps) {
  const style = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="flex flex-col items-center text-center">
      <span
        aria-hidden="true"
        className={`mb-4 inline-flex size-14 items-center justify-center rounded-full ${style.badge}`}
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-7"
        >
          <path d={style.path} />
        </svg>
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-2 space-y-2 text-sm leading-relaxed text-slate-600">{children}</div>}
      {actions && (
        <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
          {actions}
        </div>
      )}
    </div>
  );
}
