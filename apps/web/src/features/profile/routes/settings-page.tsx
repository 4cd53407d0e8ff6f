import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Configuración (placeholder until the real screen is built). */
export function SettingsPage() {
  return <PagePlaceholder title="Configuración" />;
}
