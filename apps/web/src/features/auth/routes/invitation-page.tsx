import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@/lib/router';
import { roleLabels } from '@inmuebles/shared/users/roles';
import type { InvitationPreview } from '@inmuebles/shared/teams/team-schema';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { buildLoginUrl } from '@/lib/auth-redirect';
import { signIn, updateUser, useCurrentUser } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitation';
import { Notice } from '@/components/ui/notice';
import { AuthLayout } from '../components/auth-layout';
import { BackHomeLink } from '../components/back-home-link';
import { InvitationAccountForm } from '../components/invitation-account-form';
import { StatusPanel } from '../components/status-panel';

const linkButton = (to: string, label: string, variant: 'primary' | 'secondary' = 'primary') => (
  <Link to={to} className={buttonStyles(variant, 'md', 'w-full sm:w-auto')}>
    {label}
  </Link>
);

/** A link that no longer invites: its own state and a way forward (docs/product/teams.md). */
function ClosedInvitation({ preview, signedIn }: { preview: InvitationPreview; signedIn: boolean }) {
  const home = linkButton('/', 'Ir al inicio', 'secondary');
  switch (preview.status) {
    case 'accepted':
      return (
        <StatusPanel
          tone="info"
          title="Invitación ya aceptada"
          actions={
            signedIn ? linkButton('/dashboard', 'Ir a mi panel') : linkButton('/login', 'Iniciar Sesión')
          }
        >
          <p>
            Esta invitación ya se usó. Inicia sesión con {preview.email} para entrar al panel de tu empresa.
          </p>
        </StatusPanel>
      );
    case 'revoked':
      return (
        <StatusPanel tone="error" title="Invitación revocada" actions={home}>
          <p>
            {preview.company?.name ?? 'La empresa'} revocó esta invitación. Si crees que es un error, pide al
            administrador de la empresa una nueva.
          </p>
        </StatusPanel>
      );
    case 'expired':
      return (
        <StatusPanel tone="error" title="Invitación vencida" actions={home}>
          <p>
            El enlace venció a los 7 días. Pide al administrador de {preview.company?.name ?? 'la empresa'}{' '}
            que te reenvíe la invitación.
          </p>
        </StatusPanel>
      );
    default:
      return (
        <StatusPanel tone="error" title="Invitación no encontrada" actions={home}>
          <p>
            El enlace no es válido o está incompleto. Ábrelo directamente desde el correo o pide una nueva
            invitación.
          </p>
        </StatusPanel>
      );
  }
}

/**
 * /invitacion/{token}: where the invitation e-mail's link lands. A person without an account creates it
 * here; the signed-in invitee accepts with one click; anyone else is told what to do.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const user = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnHere = `/invitacion/${encodeURIComponent(token)}`;

  const join = (body: Parameters<typeof accept.mutate>[0]) =>
    accept.mutate(body, {
      onSuccess: async (answer) => {
        if (answer.token) signIn(answer.token, answer.user);
        else updateUser(answer.user);
        await queryClient.invalidateQueries();
        await navigate('/dashboard', { replace: true });
      },
    });

  const data = preview.data;
  const company = data?.company?.name ?? 'la empresa';
  const role = data?.role ? roleLabels[data.role] : '';
  const description =
    data?.status === 'pending' ? (
      <>
        {company} te invita a su equipo en InmoPerú como <strong>{role}</strong>.
      </>
    ) : undefined;

  return (
    <AuthLayout title="Invitación al equipo" description={description} footer={<BackHomeLink />}>
      <title>{pageTitle('Invitación al equipo')}</title>
      {!data ? (
        preview.isError ? (
          <Notice icon tone="error">
            <p>{isApiError(preview.error) ? preview.error.message : 'No se pudo revisar la invitación.'}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void preview.refetch()}>
              Intentar de nuevo
            </Button>
          </Notice>
        ) : (
          <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-600">
            <Spinner className="text-blue-600" /> Revisando la invitación...
          </p>
        )
      ) : data.status !== 'pending' ? (
        <ClosedInvitation preview={data} signedIn={user !== null} />
      ) : user && user.email === data.email ? (
        <div className="space-y-4">
          {accept.isError && (
            <Notice icon tone="error">
              {isApiError(accept.error) ? accept.error.message : 'No se pudo aceptar la invitación.'}
            </Notice>
          )}
          <p className="text-sm text-slate-700">
            Entrarás al panel de {company} con tu cuenta {user.email}.
          </p>
          <Button size="lg" className="w-full" isLoading={accept.isPending} onClick={() => join({})}>
            Aceptar invitación
          </Button>
        </div>
      ) : user ? (
        <StatusPanel
          tone="info"
          title="Esta invitación es para otro correo"
          actions={<Button onClick={() => void logout(returnHere)}>Cerrar sesión</Button>}
        >
          <p>
            Iniciaste sesión como {user.email}, pero la invitación es para {data.email}. Cierra sesión y
            vuelve a este enlace para crear la cuenta o iniciar sesión con ese correo.
          </p>
        </StatusPanel>
      ) : data.account_exists ? (
        <StatusPanel
          tone="info"
          title="Ya tienes una cuenta"
          actions={linkButton(buildLoginUrl(returnHere), 'Iniciar sesión para aceptar')}
        >
          <p>Inicia sesión con {data.email} y acepta la invitación con un clic.</p>
        </StatusPanel>
      ) : (
        <InvitationAccountForm
          email={data.email ?? ''}
          isPending={accept.isPending}
          error={accept.error}
          onSubmit={join}
        />
      )}
    </AuthLayout>
  );
}
