import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Gestión de Empresa (placeholder until the real screen is built). */
export function CompanyAdminPage() {
  return <PagePlaceholder title="Gestión de Empresa" />;
}
