import { Link } from '@/lib/router';

/** The InmoPerú mark and name, linking home. */
export function BrandLogo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-9 items-center justify-center rounded-lg bg-blue-600 text-white shadow-sm"
      >
        <svg viewBox="0 0 24 24" fill="currentColor" className="size-5">
          <path d="M12 3.2 3.5 10.1h2.4v9.7h4.6v-5.6h3v5.6h4.6v-9.7h2.4z" />
        </svg>
      </span>
      <span className="text-xl font-bold tracking-tight text-slate-900">
        Inmo<span className="text-blue-600">Perú</span>
      </span>
    </Link>
  );
}
