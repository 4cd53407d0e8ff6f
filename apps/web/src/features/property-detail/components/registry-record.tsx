import type { PropertyRegistry } from '@inmuebles/shared/trust/registry-offices';
import { registryLine } from '@inmuebles/shared/trust/registry-office-list';
import { RegistryBadge } from '@/components/trust-badges';

/**
 * The SUNARP record the company gave (docs/product/trust-and-admin.md): the line, and how a buyer asks
 * SUNARP for it, so the visitor can check the owner before paying anything.
 */
export function RegistryRecord({ registry }: { registry: NonNullable<PropertyRegistry> }) {
  return (
    <section
      aria-labelledby="partida-titulo"
      className="rounded-2xl border border-sky-200 bg-sky-50/60 p-5"
      data-testid="registry-record"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="partida-titulo" className="text-base font-semibold text-slate-900">
          Partida registral
        </h2>
        <RegistryBadge hasRegistry />
      </div>
      <p className="mt-2 text-sm font-medium text-slate-800">
        {registryLine(registry.number, registry.office)}
      </p>
      <p className="mt-1 text-xs text-slate-600">{registry.zone}</p>
      <p className="mt-3 text-sm leading-relaxed text-slate-700">
        Antes de pagar, pide a SUNARP una copia literal o un certificado registral de esta partida: en una
        oficina registral o en el Servicio de Publicidad Registral en Línea, indicando la oficina y el número
        de partida. Ahí figuran el propietario inscrito y las cargas del inmueble.
      </p>
    </section>
  );
}
