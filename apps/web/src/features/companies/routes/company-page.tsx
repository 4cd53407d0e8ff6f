import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Página de empresa (placeholder until the real screen is built). */
export function CompanyPage() {
  return <PagePlaceholder title="Página de empresa" />;
}
