import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Editar Propiedad (placeholder until the real screen is built). */
export function EditPropertyPage() {
  return <PagePlaceholder title="Editar Propiedad" />;
}
