import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Registrarse (placeholder until the real screen is built). */
export function RegisterPage() {
  return <PagePlaceholder title="Registrarse" />;
}
