import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Restablecer contraseña (placeholder until the real screen is built). */
export function ResetPasswordPage() {
  return <PagePlaceholder title="Restablecer contraseña" />;
}
