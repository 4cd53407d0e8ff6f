import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Iniciar Sesión (placeholder until the real screen is built). */
export function LoginPage() {
  return <PagePlaceholder title="Iniciar Sesión" />;
}
