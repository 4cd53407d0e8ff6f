import { pageTitle } from '@inmuebles/shared/format/page-title';
import { Navigate, useParams } from '@/lib/router';
import { isApiError } from '@/lib/api-error';
import { useCompany } from '../api/get-company';
import { CompanyPageRoot } from '../components/company-page-root';
import { CompanyTrustBar } from '../components/company-trust-bar';
import { CompanyLoadError, CompanyNotFound, CompanyPageLoading } from '../components/company-page-states';
import { CompanyTemplate } from '../components/templates/company-template';

function CompanyScreen({ slug }: { slug: string }) {
  const { data: company, error, isFetching, refetch } = useCompany(slug);

  if (company) {
    return (
      <CompanyPageRoot company={company}>
        <title>{pageTitle(company.name)}</title>
        <CompanyTrustBar company={company} />
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
 * `/empresa/{slug}`: a company's public page in its own template (docs/product/public-and-auth.md §2.4). A
 * blank slug is the directory's address.
 */
export function CompanyPage() {
  const { slug } = useParams();
  const trimmed = slug?.trim();
  if (!trimmed) return <Navigate to="/empresa" replace />;
  // A new slug starts from its own state (no stale company while the next one loads).
  return <CompanyScreen key={trimmed} slug={trimmed} />;
}
