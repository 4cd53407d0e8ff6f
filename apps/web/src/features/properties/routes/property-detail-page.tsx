import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Detalle de propiedad (placeholder until the real screen is built). */
export function PropertyDetailPage() {
  return <PagePlaceholder title="Detalle de propiedad" />;
}
