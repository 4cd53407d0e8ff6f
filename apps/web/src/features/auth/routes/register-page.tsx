import { useSearchParams } from '@/lib/router';
import { getSafeReturnUrl } from '@/lib/auth-redirect';
import { AccountKindSwitch, type AccountKind } from '../components/account-kind-switch';
import { AuthLayout } from '../components/auth-layout';
import { BackHomeLink } from '../components/back-home-link';
import { RegisterForm } from '../components/register-form';
import { SearcherRegisterForm } from '../components/searcher-register-form';
import { TextLink } from '../components/text-link';
import { loginUrlAfterConfirmation } from '../utils/return-after-confirmation';

const accountParam: Record<AccountKind, string> = { searcher: 'busco', company: 'empresa' };

const descriptions: Record<AccountKind | 'none', string> = {
  none: 'Guarda favoritos y recibe alertas de nuevos inmuebles, o publica las propiedades de tu empresa.',
  searcher: 'Crea tu cuenta para guardar favoritos y búsquedas y recibir alertas de nuevos inmuebles.',
  company: 'Crea tu cuenta y la de tu empresa para publicar y gestionar propiedades en InmoPerú.',
};

/** The account kind named in the address, or none yet: the page then shows only the choice. */
function accountKindOf(value: string | null): AccountKind | undefined {
  if (value === accountParam.searcher) return 'searcher';
  if (value === accountParam.company) return 'company';
  return undefined;
}

/**
 * /register: first the choice between "Busco inmueble" (a personal account) and "Soy inmobiliaria" (an
 * account with its company), since most visitors are searchers and the company form would turn them away.
 * The choice lives in the address (`?cuenta=busco`, `?cuenta=empresa`), so a link can open either form. A
 * `returnUrl` (a guest's "Guardar búsqueda", from the login screen) goes on to the sign-in links and, for a
 * searcher, past the confirmation e-mail.
 */
export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const kind = accountKindOf(params.get('cuenta'));
  const returnUrl = getSafeReturnUrl(params.get('returnUrl'));
  const choose = (next: AccountKind) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('cuenta', accountParam[next]);
        return updated;
      },
      { replace: true },
    );
  return (
    <AuthLayout
      title="Registrarse"
      size="lg"
      description={descriptions[kind ?? 'none']}
      footer={
        <>
          <p>
            ¿Ya tienes cuenta? <TextLink to={loginUrlAfterConfirmation(returnUrl)}>Inicia sesión</TextLink>
          </p>
          <BackHomeLink />
        </>
      }
    >
      <div className="space-y-8">
        <AccountKindSwitch value={kind} onChange={choose} />
        {kind === 'searcher' && <SearcherRegisterForm returnUrl={returnUrl} />}
        {kind === 'company' && <RegisterForm />}
      </div>
    </AuthLayout>
  );
}
