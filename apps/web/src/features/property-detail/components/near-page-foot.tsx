import { lazy, Suspense, useRef } from 'react';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { useIsNear } from '@/hooks/use-is-near';

// The card grid and the two lists' requests wait until the visitor comes near the foot of the page: a
// phone's first download and first seconds go to the photos and the prices (docs/performance.md).
const PageFoot = lazy(async () => ({ default: (await import('./page-foot')).PageFoot }));

/** Where the page's foot goes; it loads when it comes within a few hundred pixels of the window. */
export function NearPageFoot({ property }: { property: Pick<PropertyDetail, 'id' | 'slug' | 'company'> }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const isNear = useIsNear(placeRef);
  return (
    <div ref={placeRef}>
      {isNear && (
        <Suspense fallback={null}>
          <PageFoot property={property} />
        </Suspense>
      )}
    </div>
  );
}
