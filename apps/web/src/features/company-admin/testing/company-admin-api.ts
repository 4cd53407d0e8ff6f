import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import type { CompanyAnalytics, CompanyStats } from '@inmuebles/shared/companies/management-schema';
import type { PublicUserInput } from '@inmuebles/shared/users/user-schema';
import { jsonResponse, stubApi, type ApiHandler, type RecordedCall } from '@/testing/stub-api';

/** The company_admin of Andes Inmobiliaria (company 2). */
export const testManager: PublicUserInput = {
  id: 11,
  email: 'gerente@andes.pe',
  first_name: 'Carlos',
  last_name: 'Quispe',
  phone: null,
  avatar_url: null,
  role: 'company_admin',
  company_id: 2,
  company: { id: 2, slug: 'andes-inmobiliaria', name: 'Andes Inmobiliaria' },
  email_confirmed: true,
  created_at: '2025-03-01T10:00:00.000Z',
};

/** A signed-in user of no company. */
export const userWithoutCompany: PublicUserInput = {
  ...testManager,
  id: 13,
  role: null,
  company_id: null,
  company: null,
};

/** Company 2 as `GET /companies/{slug}` answers it. */
export function buildManagedCompany(overrides: Partial<PublicCompany> = {}): PublicCompany {
  return {
    id: 2,
    name: 'Andes Inmobiliaria',
    slug: 'andes-inmobiliaria',
    logo_url: '/uploads/companies/2/logo.webp',
    cover_url: '/uploads/companies/2/cover.webp',
    banner_url: '/uploads/companies/2/cover.webp',
    ruc: null,
    verified_at: null,
    agent_registry: null,
    about: 'Departamentos y casas en Lima.',
    description: null,
    website: 'https://www.andesinmobiliaria.pe',
    phone: '+51 1 445 2310',
    email: 'contacto@andesinmobiliaria.pe',
    address: 'Av. José Larco 1232, Miraflores',
    social_links: {
      facebook: 'https://www.facebook.com/andes',
      instagram: null,
      linkedin: null,
      twitter: null,
    },
    properties_count: 14,
    years_experience: 14,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    configuration: {
      templateType: 'modern',
      colors: { primary: '#1D4ED8', secondary: '#0EA5E9', accent: '#F59E0B', background: '#FFFFFF' },
      fontFamily: 'Inter, sans-serif',
      customCss: '',
    },
    ...overrides,
  };
}

const sampleCompanyStats: CompanyStats = {
  total_properties: 1234,
  published_properties: 1000,
  draft_properties: 200,
  archived_properties: 34,
  total_views: 56789,
  total_favorites: 321,
  total_contacts: 45,
  avg_relevance_score: 3.4,
};

/** An analytics answer of `days` days ending on 2026-03-07, with a little activity each day. */
function buildAnalytics(period: CompanyAnalytics['period'] = 'month', days = 30): CompanyAnalytics {
  const end = Date.UTC(2026, 2, 7);
  const series = Array.from({ length: days }, (_, index) => {
    const date = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { date, views: 100 + index, favorites: index % 3, contacts: index % 2 };
  });
  const sum = (key: 'views' | 'favorites' | 'contacts') =>
    series.reduce((total, point) => total + point[key], 0);
  return {
    period,
    from: series[0]?.date ?? '2026-03-07',
    to: '2026-03-07',
    series,
    totals: { views: sum('views'), favorites: sum('favorites'), contacts: sum('contacts') },
  };
}

/** The calls the screen makes on load, answered for `user` and `company`; `extra` adds or overrides. */
export function stubCompanyScreen(
  user: PublicUserInput,
  company = buildManagedCompany(),
  extra: Record<string, ApiHandler> = {},
): RecordedCall[] {
  const path = `/api/v1/companies/${company.slug}`;
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user }),
    [`GET ${path}`]: () => jsonResponse({ company }),
    [`GET ${path}/stats`]: () => jsonResponse(sampleCompanyStats),
    [`GET ${path}/analytics`]: ({ url }) => {
      const period = (url.searchParams.get('period') ?? 'month') as CompanyAnalytics['period'];
      return jsonResponse(buildAnalytics(period, { week: 7, month: 30, year: 365 }[period]));
    },
    ...extra,
  });
}
