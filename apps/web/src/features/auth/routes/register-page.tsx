import { useSearchParams } from '@/lib/router';
import { getSafeReturnUrl } from '@/lib/auth-redirect';
import { AccountKindSwitch, type AccountKind } from '../components/account-kind-switch';
import { AuthLayout } from '../components/auth-layout';
import { BackHomeLink } from '../components/back-home-link';
import { RegisterForm } from '../components/register-form';
import { SearcherRegisterForm } from '../components/searcher-register-form';
import { TextLink } from '../components/text-link';
import { loginUrlAfterConfirmation } from '../utils/return-after-confirmation';

/**
 * /register: "Busco inmueble" (a personal account) or "Soy inmobiliaria" (an account with its company).
 * The choice lives in the address (`?cuenta=busco`), so a link can open either form; without it the
 * company form shows. A `returnUrl` (a guest's "Guardar búsqueda", from the login
 * screen) goes on to the sign-in links and, for a searcher, past the confirmation e-mail.
 */
export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const kind: AccountKind = params.get('cuenta') === 'busco' ? 'searcher' : 'company';
  const returnUrl = getSafeReturnUrl(params.get('returnUrl'));
  const choose = (next: AccountKind) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'searcher') updated.set('cuenta', 'busco');
        else updated.delete('cuenta');
        return updated;
      },
      { replace: true },
    );
  return (
    <AuthLayout
      title="Registrarse"
      size="lg"
      description={
        kind === 'searcher'
          ? 'Crea tu cuenta para guardar favoritos y búsquedas y recibir alertas de nuevos inmuebles.'
          : 'Crea tu cuenta y la de tu empresa para publicar y gestionar propiedades en InmoPerú.'
      }
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
        {kind === 'searcher' ? <SearcherRegisterForm returnUrl={returnUrl} /> : <RegisterForm />}
      </div>
    </AuthLayout>
  );
}
