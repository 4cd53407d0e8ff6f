import { AuthLayout } from '../components/auth-layout';
import { BackHomeLink } from '../components/back-home-link';
import { RegisterForm } from '../components/register-form';
import { TextLink } from '../components/text-link';

/** /register: a new account with its company. */
export function RegisterPage() {
  return (
    <AuthLayout
      title="Registrarse"
      size="lg"
      description="Crea tu cuenta y la de tu empresa para publicar y gestionar propiedades en InmoPerú."
      footer={
        <>
          <p>
            ¿Ya tienes cuenta? <TextLink to="/login">Inicia sesión</TextLink>
          </p>
          <BackHomeLink />
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
