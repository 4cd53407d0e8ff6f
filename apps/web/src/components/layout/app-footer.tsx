/** Simple footer of the public pages. */
export function AppFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6 lg:px-8">
        <p>© {new Date().getFullYear()} InmoPerú</p>
        <p className="text-center sm:text-right">
          Inmuebles comerciales, industriales, residenciales y terrenos en el Perú.
        </p>
      </div>
    </footer>
  );
}
