import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Mis Propiedades (placeholder until the real screen is built). */
export function MyPropertiesPage() {
  return <PagePlaceholder title="Mis Propiedades" />;
}
