import { pageTitle } from '@inmuebles/shared/format/page-title';
import { Link } from '@/lib/router';
import { buttonStyles } from './button-styles';

export interface PagePlaceholderProps {
  /** The screen's Spanish title. */
  title: string;
  description?: string;
}

/** Stand-in for a screen that is not built yet: its title, a short note and a way home. */
export function PagePlaceholder({
  title,
  description = 'Esta sección estará disponible muy pronto.',
}: PagePlaceholderProps) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <title>{pageTitle(title)}</title>
      <span
        className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-blue-50 text-blue-600"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-7">
          <path d="M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{description}</p>
      <Link to="/" className={buttonStyles('secondary', 'md', 'mt-8')}>
        Volver al inicio
      </Link>
    </section>
  );
}
