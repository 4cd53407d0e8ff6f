import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { useExchangeRate } from '@/lib/exchange-rate';
import { useMortgageParameters } from '@/lib/mortgage-parameters';
import { DetailSection } from './detail-section';
import { MiViviendaNotice } from './mivivienda-notice';
import { MortgageSimulator } from './mortgage-simulator';

/** The simulator and the MiVivienda notice of a property on sale; nothing for a rent-only property. */
export function MortgageSection({
  property,
}: {
  property: Pick<PropertyDetail, 'id' | 'listings' | 'mivivienda'>;
}) {
  const parameters = useMortgageParameters();
  const exchangeRate = useExchangeRate();
  const sale = property.listings.find((offer) => offer.operation === 'sale' && offer.status === 'active');
  if (!sale || (sale.currency !== 'PEN' && sale.currency !== 'USD')) return null;
  const rate = exchangeRate ? Number(exchangeRate.rate) : null;
  return (
    <DetailSection id="simulador" title="Simulador de crédito hipotecario">
      <div className="space-y-5">
        {property.mivivienda && <MiViviendaNotice mivivienda={property.mivivienda} />}
        {parameters ? (
          <MortgageSimulator
            // A new property, or new parameters from the admin, start the form again from their prefill.
            key={`${property.id}-${parameters.tea_percent}-${parameters.rate_date}`}
            offer={{ price: Number(sale.price), currency: sale.currency }}
            parameters={parameters}
            rate={rate}
            mivivienda={property.mivivienda}
          />
        ) : (
          <p className="text-sm text-slate-600">Cargando el simulador…</p>
        )}
      </div>
    </DetailSection>
  );
}
