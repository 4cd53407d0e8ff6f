import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Recuperar contraseña (placeholder until the real screen is built). */
export function ForgotPasswordPage() {
  return <PagePlaceholder title="Recuperar contraseña" />;
}
