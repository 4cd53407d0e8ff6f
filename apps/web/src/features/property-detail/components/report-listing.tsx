import { lazy, Suspense, useState } from 'react';

// The dialog, its reasons and its call load when the link is used: the page's first download skips them.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

/** 'Reportar este aviso' (docs/product/trust-and-admin.md): open to guests and users alike. */
export function ReportListing({ propertyId }: { propertyId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 underline-offset-2 hover:text-red-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
      >
        Reportar este aviso
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportDialog propertyId={propertyId} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
