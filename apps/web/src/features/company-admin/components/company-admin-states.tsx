import { Link } from '@/lib/router';
import { companyManagementMessages } from '@inmuebles/shared/companies/management-schema';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { BuildingIcon } from '@/components/icons/property-icons';

/** While the company loads (docs/product/signed-in-area.md §2.4: loading spinner). */
export function CompanyAdminLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-blue-600">
      <Spinner size="lg" label="Cargando empresa..." />
    </div>
  );
}

/** docs/product/signed-in-area.md §2.4: a user without a company sees 'No tienes una empresa asignada' and a way back. */
export function NoCompanyState() {
  return (
    <div className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200/80">
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500"
      >
        <BuildingIcon className="size-7" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">{companyManagementMessages.noCompany}</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600">
        Pide al administrador de tu empresa que te asigne a ella para gestionarla.
      </p>
      <Link to="/dashboard" className={buttonStyles('primary', 'md', 'mt-6')}>
        Volver al Panel
      </Link>
    </div>
  );
}

/** The company could not be loaded: say so and offer another try. */
export function CompanyLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200/80"
    >
      <h2 className="text-lg font-semibold text-slate-900">No se pudo cargar la empresa</h2>
      <p className="mt-1 text-sm text-slate-600">Revisa tu conexión e intenta de nuevo.</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        Intentar de nuevo
      </Button>
    </div>
  );
}
