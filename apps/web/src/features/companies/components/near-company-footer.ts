import { lazyNear } from '@/components/lazy-near';

/** The company's footer, at the foot of every template: its code loads as it comes near the window. */
export const CompanyFooter = lazyNear(async () => (await import('./company-footer')).CompanyFooter);
