import { lazy, Suspense, useRef } from 'react';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { useIsNear } from '@/hooks/use-is-near';
import { useExchangeRate } from '@/lib/exchange-rate';
import { useMortgageParameters } from '@/lib/mortgage-parameters';
import { DetailSection } from '@/components/detail-section';
import { MiViviendaNotice } from './mivivienda-notice';

// The simulator sits below the photos, the prices and the description: its code loads when it comes near.
const MortgageSimulator = lazy(async () => ({
  default: (await import('./mortgage-simulator')).MortgageSimulator,
}));

const loading = <p className="text-sm text-slate-600">Cargando el simulador…</p>;

/** The simulator and the MiVivienda notice of a property on sale; nothing for a rent-only property. */
export function MortgageSection({
  property,
}: {
  property: Pick<PropertyDetail, 'id' | 'listings' | 'mivivienda'>;
}) {
  const parameters = useMortgageParameters();
  const exchangeRate = useExchangeRate();
  const placeRef = useRef<HTMLDivElement>(null);
  const isNear = useIsNear(placeRef);
  const sale = property.listings.find((offer) => offer.operation === 'sale' && offer.status === 'active');
  if (!sale || (sale.currency !== 'PEN' && sale.currency !== 'USD')) return null;
  const rate = exchangeRate ? Number(exchangeRate.rate) : null;
  return (
    <DetailSection id="simulador" title="Simulador de crédito hipotecario">
      <div ref={placeRef} className="space-y-5">
        {property.mivivienda && <MiViviendaNotice mivivienda={property.mivivienda} />}
        {parameters && isNear ? (
          <Suspense fallback={loading}>
            <MortgageSimulator
              // A new property, or new parameters from the admin, start the form again from their prefill.
              key={`${property.id}-${parameters.tea_percent}-${parameters.rate_date}`}
              offer={{ price: Number(sale.price), currency: sale.currency }}
              parameters={parameters}
              rate={rate}
              mivivienda={property.mivivienda}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </DetailSection>
  );
}
