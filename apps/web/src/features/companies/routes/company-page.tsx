import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useParams } from '@/lib/router';
import { VerifiedBadge } from '@/components/trust-badges';
import { isApiError } from '@/lib/api-error';
import { useCompany } from '../api/get-company';
import { CompaniesDirectory } from '../components/companies-directory';
import { CompanyPageRoot } from '../components/company-page-root';
import { CompanyLoadError, CompanyNotFound, CompanyPageLoading } from '../components/company-page-states';
import { CompanyTemplate } from '../components/templates/company-template';

function CompanyScreen({ slug }: { slug: string }) {
  const { data: company, error, isFetching, refetch } = useCompany(slug);

  if (company) {
    return (
      <CompanyPageRoot company={company}>
        <title>{pageTitle(company.name)}</title>
        {company.verified_at && (
          // Above every template, so no template (nor the company's CSS) can leave the badge out.
          <div className="flex flex-wrap items-center justify-center gap-2 border-b border-emerald-100 bg-emerald-50/70 px-4 py-2 text-xs text-emerald-900">
            <VerifiedBadge verifiedAt={company.verified_at} />
            {company.ruc && <span>{`RUC ${company.ruc}`}</span>}
          </div>
        )}
        <CompanyTemplate company={company} />
      </CompanyPageRoot>
    );
  }
  if (error) {
    const isNotFound = isApiError(error) && error.status === 404;
    return (
      <>
        <title>{pageTitle(isNotFound ? 'Empresa no encontrada' : 'Error al cargar la empresa')}</title>
        {isNotFound ? (
          <CompanyNotFound />
        ) : (
          <CompanyLoadError onRetry={() => void refetch()} isRetrying={isFetching} />
        )}
      </>
    );
  }
  // While loading, the title the server rendered for this address stays.
  return <CompanyPageLoading />;
}

/**
 * `/empresa/{slug}`: a company's public page in its own template (docs/product/public-and-auth.md §2.4);
 * `/empresa` is the directory of companies.
 */
export function CompanyPage() {
  const { slug } = useParams();
  const trimmed = slug?.trim();
  if (!trimmed) {
    return (
      <>
        <title>{pageTitle('Empresas inmobiliarias')}</title>
        <CompaniesDirectory />
      </>
    );
  }
  // A new slug starts from its own state (no stale company while the next one loads).
  return <CompanyScreen key={trimmed} slug={trimmed} />;
}
