import type { ReactNode } from 'react';

/**
 * The top of the listing: the InmoPerú mark, its tagline and (as children) the search bar. Phones get the
 * search bar alone, so the first results show on the first screen.
 */
export function ListingHero({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="InmoPerú"
      className="relative isolate z-10 bg-gradient-to-br from-blue-700 via-blue-600 to-indigo-700"
    >
      {/* Soft light shapes: decoration only, no image to download. Clipped by their own frame, so that the
          search box's list of places can hang below the hero. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl" />
        <div className="absolute -bottom-32 -left-16 size-96 rounded-full bg-sky-300/20 blur-3xl" />
      </div>
      <div className="mx-auto max-w-4xl px-4 py-3 text-center sm:px-6 sm:pt-8 sm:pb-9 lg:px-8">
        <p className="hidden items-center gap-2.5 text-white sm:inline-flex">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25 backdrop-blur"
          >
            <svg viewBox="0 0 24 24" fill="currentColor" className="size-6">
              <path d="M12 3.2 3.5 10.1h2.4v9.7h4.6v-5.6h3v5.6h4.6v-9.7h2.4z" />
            </svg>
          </span>
          <span className="text-3xl font-extrabold tracking-tight">InmoPerú</span>
        </p>
        <p className="mx-auto mt-2 hidden max-w-3xl text-lg leading-relaxed text-blue-50 sm:block">
          Encuentra oficinas, locales, almacenes, casas y terrenos en todo el Perú
        </p>
        <div className="mx-auto max-w-3xl sm:mt-5">{children}</div>
      </div>
    </section>
  );
}
