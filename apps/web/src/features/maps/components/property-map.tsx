import { useEffect, useMemo, useRef, useState } from 'react';
import { UiTimings } from '@inmuebles/shared/properties/limits';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useIsNear } from '@/hooks/use-is-near';
import { publicMapDefaults } from '../utils/map-defaults';
import { directionsLinks, directionsPoint } from '../utils/directions-links';
import { planMap, type MapLocation, type MapPlan } from '../utils/map-plan';
import { MapUnavailable } from './map-unavailable';

export interface PropertyMapProps {
  /** The property's location fields. */
  location: MapLocation;
  /** Accessible name of the map region. */
  label?: string;
  className?: string;
}

/**
 * The public property map (docs/product/public-and-auth.md §2.5). Leaflet is fetched with a dynamic import the first time a map is
 * due, so no other screen pays for it. The map starts 1 s after it comes near the window, or 1.5 s after
 * the location changes (another property), and the previous map is discarded first.
 */
export function PropertyMap({ location, label = 'Mapa de ubicación', className = '' }: PropertyMapProps) {
  const plan = useMemo(() => planMap(location), [location]);
  // A stable key of what is drawn: a refetch with the same data keeps the map as it is.
  const planKey = plan ? JSON.stringify(plan) : null;
  const containerRef = useRef<HTMLDivElement>(null);
  const isNear = useIsNear(containerRef);
  const lastPlanKey = useRef<string | null>(null);
  // Which plan's map is up (or failed); anything else is still waiting for its delay and chunk.
  const [settled, setSettled] = useState<{ key: string; status: 'ready' | 'failed' } | null>(null);
  const status = settled && settled.key === planKey ? settled.status : 'waiting';
  // Which plan's map came up without its base map (no internet, provider down).
  const [tilesFailedKey, setTilesFailedKey] = useState<string | null>(null);
  const point = useMemo(() => directionsPoint(location), [location]);

  useEffect(() => {
    const container = containerRef.current;
    if (!planKey || !container || !isNear) return;
    const isChange = lastPlanKey.current !== null && lastPlanKey.current !== planKey;
    lastPlanKey.current = planKey;

    let isCancelled = false;
    let destroy: (() => void) | undefined;
    const timer = setTimeout(
      () => {
        import('../lib/leaflet-map')
          .then(({ createPropertyMap }) => {
            if (isCancelled) return;
            const onTilesFailed = () => {
              if (!isCancelled) setTilesFailedKey(planKey);
            };
            destroy = createPropertyMap(container, JSON.parse(planKey) as MapPlan, onTilesFailed).destroy;
            setSettled({ key: planKey, status: 'ready' });
          })
          .catch((error: unknown) => {
            console.error('No se pudo cargar el mapa', error);
            if (!isCancelled) setSettled({ key: planKey, status: 'failed' });
          });
      },
      isChange ? UiTimings.mapReinitDelay : UiTimings.mapInitDelay,
    );
    return () => {
      isCancelled = true;
      clearTimeout(timer);
      destroy?.();
    };
  }, [planKey, isNear]);

  if (!plan) return <MapUnavailable className={className} />;

  return (
    <div className={`space-y-3 ${className}`}>
      <div
        role="region"
        aria-label={label}
        className="relative isolate overflow-hidden rounded-2xl bg-slate-200 ring-1 ring-slate-200"
        style={{ height: publicMapDefaults.height }}
      >
        <div ref={containerRef} data-testid="property-map" className="size-full bg-slate-200" />
        {status !== 'ready' && (
          <div className="pointer-events-none absolute inset-0 z-[500] flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-500">
            {status === 'waiting' ? (
              <Spinner size="md" label="Cargando mapa..." className="text-blue-600" />
            ) : (
              <p className="text-sm font-medium">No se pudo cargar el mapa</p>
            )}
          </div>
        )}
        {status === 'ready' && tilesFailedKey === planKey && (
          <p
            role="status"
            className="absolute inset-x-2 bottom-7 z-[1000] rounded-lg bg-white/95 px-3 py-2 text-sm text-slate-700 shadow-md"
          >
            No se pudo cargar el mapa de fondo. La ubicación se muestra igual; ábrela en Google Maps o Waze.
          </p>
        )}
      </div>
      {point && (
        <ul className="flex flex-wrap gap-2" aria-label="Cómo llegar">
          {directionsLinks(point).map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles('secondary', 'md')}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
