import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Propiedades (placeholder until the real screen is built). */
export function PropertiesPage() {
  return <PagePlaceholder title="Propiedades" />;
}
