import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';

/**
 * Under the company's Registro del Agente Inmobiliario number (docs/product/owners.md §5): what an admin made
 * of the saved number. Nothing shows on the public page until an admin verified it.
 */
export function AgentRegistryHint({ registry }: { registry: PublicCompany['agent_registry'] }) {
  if (!registry) {
    return (
      <>
        Tu número en el registro del Ministerio de Vivienda (por ejemplo PJ-0456). Un administrador lo
        verifica antes de mostrarlo en tu página.
      </>
    );
  }
  if (registry.verified) {
    return (
      <>
        <span className="font-semibold text-emerald-700">Verificado</span>: tu página muestra «Inscrita en el
        Registro del Agente Inmobiliario N.º <span className="whitespace-nowrap">{registry.number}</span>».
        Cambiar el número quita la verificación.
      </>
    );
  }
  return (
    <>
      <span className="font-semibold text-amber-800">Pendiente de verificación</span>: un administrador revisa
      el N.º <span className="whitespace-nowrap">{registry.number}</span> antes de mostrarlo en tu página.
    </>
  );
}
