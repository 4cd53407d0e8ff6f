import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { registeredCompanyLabel } from '@inmuebles/shared/owners/advertiser';
import { VerifiedBadge } from '@/components/trust-badges';

/**
 * What a platform admin checked about the company (docs/product/trust-and-admin.md, owners.md §5): 'Empresa
 * verificada' with its RUC, and its Registro del Agente Inmobiliario number. Above every template, so no
 * template (nor the company's CSS) can leave it out; nothing when nothing was checked. The server sends an
 * unchecked number only to the company's editors, so `verified` is tested here too.
 */
export function CompanyTrustBar({ company }: { company: PublicCompany }) {
  const registry = company.agent_registry?.verified ? company.agent_registry.number : null;
  if (!company.verified_at && !registry) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-emerald-100 bg-emerald-50/70 px-4 py-2 text-center text-xs text-emerald-900">
      {company.verified_at && (
        <>
          <VerifiedBadge verifiedAt={company.verified_at} />
          {company.ruc && <span>{`RUC ${company.ruc}`}</span>}
        </>
      )}
      {registry && <span className="font-medium">{registeredCompanyLabel(registry)}</span>}
    </div>
  );
}
