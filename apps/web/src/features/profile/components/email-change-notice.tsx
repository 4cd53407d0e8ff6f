import { useSearchParams } from '@/lib/router';
import { profileMessages } from '@inmuebles/shared/users/profile-schemas';
import { Notice } from '@/components/ui/notice';

const reasons: Record<string, string> = {
  invalid_token: 'El enlace de confirmación no es válido.',
  expired_token: 'El enlace de confirmación expiró. Vuelve a cambiar tu correo para recibir uno nuevo.',
  email_taken: profileMessages.emailTaken,
  not_pending: profileMessages.emailChangeNotPending,
};

/** Outcome of the e-mail change link (`/settings?emailChanged=true|false&reason=`). */
export function EmailChangeNotice() {
  const [params] = useSearchParams();
  const outcome = params.get('emailChanged');
  if (outcome === 'true')
    return <Notice tone="success">Tu correo electrónico fue actualizado correctamente.</Notice>;
  if (outcome === 'false')
    return (
      <Notice tone="error">
        {reasons[params.get('reason') ?? ''] ?? 'No se pudo confirmar el cambio de correo.'}
      </Notice>
    );
  return null;
}
