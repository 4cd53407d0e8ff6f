import { Navigate, useLocation, useParams } from '@/lib/router';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

/** `/properties/:slug` and `/property/:slug` (old share and company-page links) → `/propiedad/:slug`. */
export function PropertyAliasRedirect() {
  const { slug = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${publicPaths.property(slug)}${search}${hash}`} replace />;
}

/** `/dashboard/properties/:id/edit` (summary quick action) → `/dashboard/properties/edit/:id`. */
export function EditPropertyAliasRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/dashboard/properties/edit/${encodeURIComponent(id)}`} replace />;
}

/** `/dashboard/company/edit` (summary quick action) → company management with its edit form open. */
export function CompanyEditAliasRedirect() {
  return <Navigate to="/dashboard/company?edit=1" replace />;
}
