import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Dashboard (placeholder until the real screen is built). */
export function DashboardPage() {
  return <PagePlaceholder title="Dashboard" />;
}
