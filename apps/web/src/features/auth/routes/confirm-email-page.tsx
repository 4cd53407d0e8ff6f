import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Confirmación de correo (placeholder until the real screen is built). */
export function ConfirmEmailPage() {
  return <PagePlaceholder title="Confirmación de correo" />;
}
