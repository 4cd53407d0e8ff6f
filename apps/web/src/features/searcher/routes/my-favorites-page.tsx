import { Link } from '@/lib/router';
import { OfferPrices } from '@/components/offer-prices';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Notice } from '@/components/ui/notice';
import { CardFacts } from '@/components/property-card/card-facts';
import { useMyFavorites } from '../api/favorites';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

/**
 * /mis-favoritos (docs/product/searcher-accounts.md): the person's favourites, newest first; a property that
 * stopped being public stays, greyed, as 'Ya no disponible' and links nowhere.
 */
export function MyFavoritesPage() {
  const favorites = useMyFavorites();
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Mis favoritos</h1>
      {favorites.isPending && <PageSpinner />}
      {favorites.isError && (
        <Notice icon tone="error" title="No se pudieron cargar tus favoritos">
          Inténtalo de nuevo en unos segundos.
        </Notice>
      )}
      {favorites.data && favorites.data.properties.length === 0 && (
        <p className="text-slate-600">
          Aún no tienes favoritos. Toca el corazón de un inmueble para guardarlo aquí.{' '}
          <Link to="/propiedades" className="font-medium text-blue-700 underline">
            Ver propiedades
          </Link>
        </p>
      )}
      <ul aria-label="Mis favoritos" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {favorites.data?.properties.map((property) => (
          <li
            key={property.id}
            className={`overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm ${property.available ? '' : 'opacity-70'}`}
          >
            {property.main_photo ? (
              <img
                src={property.main_photo.thumbnail_url}
                alt=""
                className="aspect-[4/3] w-full object-cover"
              />
            ) : (
              <div className="aspect-[4/3] w-full bg-slate-100" />
            )}
            <div className="space-y-2 p-4">
              {property.available ? (
                <Link
                  to={publicPaths.property(property.slug)}
                  className="font-semibold text-slate-900 hover:text-blue-700"
                >
                  {property.title}
                </Link>
              ) : (
                <p className="font-semibold text-slate-700">{property.title}</p>
              )}
              {property.available ? (
                // The cards' prices: each offer with its 'Venta' / 'Alquiler' badge, a rent per month; then
                // the rooms and area.
                <>
                  <OfferPrices property={property} />
                  <CardFacts property={property} className="text-sm text-slate-600" />
                </>
              ) : (
                <p className="inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
                  Ya no disponible
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
