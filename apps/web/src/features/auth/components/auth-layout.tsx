import { pageTitle } from '@inmuebles/shared/format/page-title';
import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  /** Width of the card: forms with one column or the two-column registration. */
  size?: 'md' | 'lg';
  children: ReactNode;
  /** Links under the card (back to home, the other account screens). */
  footer?: ReactNode;
}

/** The frame of every account screen: a centred white card on the app's grey background. */
export function AuthLayout({ title, description, size = 'md', children, footer }: AuthLayoutProps) {
  return (
    <section className="flex flex-1 justify-center bg-gradient-to-b from-blue-50/80 to-slate-50 px-4 py-8 sm:items-center sm:py-14">
      <title>{pageTitle(title)}</title>
      <div className={`w-full ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <header className="mb-6 text-center">
            <span
              aria-hidden="true"
              className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-blue-600 text-white shadow-sm"
            >
              <svg viewBox="0 0 24 24" fill="currentColor" className="size-6">
                <path d="M12 3.2 3.5 10.1h2.4v9.7h4.6v-5.6h3v5.6h4.6v-9.7h2.4z" />
              </svg>
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            {description && <p className="mt-2 text-sm text-slate-600 sm:text-base">{description}</p>}
          </header>
          {children}
        </div>
        {footer && (
          <div className="mt-6 flex flex-col items-center gap-3 text-sm text-slate-600">{footer}</div>
        )}
      </div>
    </section>
  );
}
