import { pageTitle } from '@inmuebles/shared/format/page-title';
import { Navigate, useSearchParams } from '@/lib/router';
import { useCurrentUser } from '@/lib/session';
import { AuditPanel } from '../components/audit-panel';
import { CompaniesPanel } from '../components/companies-panel';
import { ExchangeRatePanel } from '../components/exchange-rate-panel';
import { ImportFeedsPanel } from '../components/import-feeds-panel';
import { JobsPanel } from '../components/jobs-panel';
import { MortgagePanel } from '../components/mortgage-panel';
import { OverviewPanel } from '../components/overview-panel';
import { PropertiesPanel } from '../components/properties-panel';
import { ReviewsPanel } from '../components/reviews-panel';
import { UsersPanel } from '../components/users-panel';

const sections = {
  resumen: { label: 'Resumen', Panel: OverviewPanel },
  'por-revisar': { label: 'Por revisar', Panel: ReviewsPanel },
  empresas: { label: 'Empresas', Panel: CompaniesPanel },
  propiedades: { label: 'Propiedades', Panel: PropertiesPanel },
  usuarios: { label: 'Usuarios', Panel: UsersPanel },
  registro: { label: 'Registro de acciones', Panel: AuditPanel },
  feeds: { label: 'Feeds de importación', Panel: ImportFeedsPanel },
  trabajos: { label: 'Trabajos', Panel: JobsPanel },
  'tipo-de-cambio': { label: 'Tipo de cambio', Panel: ExchangeRatePanel },
  'credito-hipotecario': { label: 'Crédito hipotecario', Panel: MortgagePanel },
} as const;
type Section = keyof typeof sections;

/**
 * `/admin` (docs/product/trust-and-admin.md): the platform's console, for the role admin only. Anyone else
 * goes to the home page, as for any unknown address; the API answers them 404 anyway.
 */
export function AdminPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  const requested = params.get('seccion') ?? 'resumen';
  const section: Section = requested in sections ? (requested as Section) : 'resumen';
  const { Panel, label } = sections[section];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <title>{pageTitle(label, 'Consola de administración')}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Consola de administración</h1>
      <nav aria-label="Secciones de la consola" className="mt-4 overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1">
          {(Object.keys(sections) as Section[]).map((key) => (
            <li key={key}>
              <button
                type="button"
                aria-current={key === section ? 'page' : undefined}
                onClick={() => setParams({ seccion: key })}
                className={`rounded-t-lg px-3 py-2 text-sm font-medium ${
                  key === section
                    ? 'border-b-2 border-blue-600 text-blue-700'
                    : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                {sections[key].label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">{label}</h2>
      <div className="mt-6">
        <Panel />
      </div>
    </div>
  );
}
