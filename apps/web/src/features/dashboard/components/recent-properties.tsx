import { Link } from '@/lib/router';
import { activeOperation, formatOfferPrice } from '@inmuebles/shared/properties/format';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { Panel, PanelMessage } from './panel';
import { PropertyPhoto } from './property-photo';
import { StatusBadge } from './status-badge';
import { placeText } from '@/components/property-card/place-text';

export interface RecentPropertiesProps {
  properties: PropertySummary[];
  isLoading: boolean;
  /** The load failed: the list stays empty (docs/product/signed-in-area.md §8) and a retry is offered. */
  isError: boolean;
  onRetry: () => void;
  className?: string;
}

const linkStyles =
  'text-sm font-semibold text-blue-600 hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 rounded';

/** 'Mis Propiedades Recientes': the five newest properties with their status (docs/product/signed-in-area.md §2.1). */
export function RecentProperties({
  properties,
  isLoading,
  isError,
  onRetry,
  className,
}: RecentPropertiesProps) {
  return (
    <Panel
      className={className}
      title="Mis Propiedades Recientes"
      action={
        <Link to="/dashboard/properties" className={linkStyles}>
          Ver todas
        </Link>
      }
    >
      {isLoading ? (
        <PanelMessage role="status">
          <Spinner className="text-blue-600" />
          Cargando propiedades...
        </PanelMessage>
      ) : isError ? (
        <PanelMessage role="alert">
          No se pudieron cargar tus propiedades.
          <button type="button" onClick={onRetry} className={buttonStyles('secondary', 'sm')}>
            Intentar de nuevo
          </button>
        </PanelMessage>
      ) : properties.length === 0 ? (
        <PanelMessage>
          <p className="font-medium text-slate-700">No tienes propiedades aún</p>
          <Link to="/dashboard/properties/new" className={buttonStyles('primary', 'sm')}>
            Crear tu primera propiedad
          </Link>
        </PanelMessage>
      ) : (
        <ul className="divide-y divide-slate-100">
          {properties.map((property) => (
            <li key={property.id} className="flex items-center gap-4 px-5 py-3.5">
              <PropertyPhoto
                photo={property.main_photo}
                alt={property.title}
                compact
                className="size-14 shrink-0 rounded-lg sm:h-14 sm:w-20"
              />
              <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
                <div className="min-w-0 sm:flex-1">
                  <Link
                    to={`/dashboard/properties/edit/${encodeURIComponent(property.slug)}`}
                    className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-blue-700 focus-visible:underline focus-visible:outline-none"
                  >
                    {property.title}
                  </Link>
                  <p className="truncate text-xs text-slate-500">
                    {placeText(property.address) || 'Sin ubicación'}
                  </p>
                </div>
                <div className="mt-1 flex flex-wrap items-center gap-2 sm:mt-0 sm:flex-nowrap sm:gap-4">
                  <span className="text-sm font-semibold whitespace-nowrap text-slate-800">
                    {formatOfferPrice(property.price, property.currency, activeOperation(property.listings))}
                  </span>
                  <StatusBadge status={property.status} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
