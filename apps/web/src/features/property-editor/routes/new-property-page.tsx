import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Nueva Propiedad (placeholder until the real screen is built). */
export function NewPropertyPage() {
  return <PagePlaceholder title="Nueva Propiedad" />;
}
