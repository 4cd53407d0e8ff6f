import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Perfil (placeholder until the real screen is built). */
export function ProfilePage() {
  return <PagePlaceholder title="Perfil" />;
}
