import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useState } from 'react';
import { memberName, type TeamInvitation, type TeamMember } from '@inmuebles/shared/teams/team-schema';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice, type ScreenNotice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session';
import { useInvitations } from '../api/get-invitations';
import { useMembers } from '../api/get-members';
import {
  useChangeRole,
  useReactivateMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeamSettings,
} from '../api/team-mutations';
import { AgentStatsPanel } from '../components/agent-stats-panel';
import { DeactivateDialog } from '../components/deactivate-dialog';
import { InviteDialog } from '../components/invite-dialog';
import { RoleControl, StatusControl } from '../components/member-actions';
import { MembersList } from '../components/members-list';
import { PendingInvitations } from '../components/pending-invitations';

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

const panel = 'overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80';

/**
 * `/dashboard/team` ("Equipo", docs/product/teams.md): the members, and for company_admins and admins the
 * invitations, role changes, deactivation with reassignment, the team setting and the per-agent numbers.
 * Agents see the members read-only.
 */
export function TeamPage() {
  const user = useCurrentUser();
  const companyId = user?.company_id ?? null;
  if (companyId === null) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <title>{pageTitle('Equipo')}</title>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Equipo</h1>
        <p className="mt-2 text-sm text-slate-600">Tu cuenta no pertenece a una empresa.</p>
      </div>
    );
  }
  return <Team companyId={companyId} currentUserId={user?.id ?? null} />;
}

function Team({ companyId, currentUserId }: { companyId: number; currentUserId: number | null }) {
  const members = useMembers(companyId);
  const canManage = members.data?.can_manage ?? false;
  const invitations = useInvitations(companyId, canManage);
  const changeRole = useChangeRole(companyId);
  const reactivate = useReactivateMember(companyId);
  const resend = useResendInvitation(companyId);
  const revoke = useRevokeInvitation(companyId);
  const settings = useTeamSettings(companyId);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [isInviting, setIsInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<TeamMember | null>(null);
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);

  const fail = (error: unknown, fallback: string) =>
    setNotice({
      tone: 'error',
      text: errorText(error, fallback),
      details: isApiError(error) ? error.errors : [],
    });
  const busyMemberId = changeRole.isPending
    ? changeRole.variables.id
    : reactivate.isPending
      ? reactivate.variables
      : null;
  const busyInvitationId = resend.isPending ? resend.variables : revoke.isPending ? revoke.variables : null;

  const activeAdmins = (members.data?.members ?? []).filter((m) => m.active && m.role === 'company_admin');

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <title>{pageTitle('Equipo')}</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Equipo</h1>
          <p className="mt-1 text-sm text-slate-600">
            {canManage
              ? 'Invita a tus agentes, asigna roles y decide quién atiende cada propiedad.'
              : 'Las personas de tu empresa. Solo un administrador de la empresa puede cambiar el equipo.'}
          </p>
        </div>
        {canManage && <Button onClick={() => setIsInviting(true)}>Invitar miembro</Button>}
      </header>

      {notice && (
        <Notice tone={notice.tone} details={notice.details} onDismiss={() => setNotice(null)}>
          <p className="font-medium">{notice.text}</p>
        </Notice>
      )}

      <section aria-labelledby="members-title" className={panel}>
        <h2 id="members-title" className="border-b border-slate-100 p-4 text-lg font-semibold text-slate-900">
          Miembros
        </h2>
        {members.isPending ? (
          <p role="status" className="flex items-center gap-2 p-4 text-sm text-slate-600">
            <Spinner className="text-blue-600" /> Cargando equipo...
          </p>
        ) : members.isError ? (
          <div role="alert" className="space-y-2 p-4 text-sm text-red-700">
            <p>No se pudo cargar el equipo.</p>
            <Button variant="secondary" size="sm" onClick={() => void members.refetch()}>
              Intentar de nuevo
            </Button>
          </div>
        ) : (
          <MembersList
            members={members.data.members}
            showsSignIns={canManage}
            controls={
              canManage
                ? {
                    role: (member) => (
                      <RoleControl
                        member={member}
                        isBusy={busyMemberId === member.id}
                        onRoleChange={(role) =>
                          changeRole.mutate(
                            { id: member.id, role },
                            {
                              onSuccess: () =>
                                setNotice({
                                  tone: 'success',
                                  text: `Rol de ${memberName(member)} actualizado.`,
                                }),
                              onError: (error) => fail(error, 'No se pudo cambiar el rol.'),
                            },
                          )
                        }
                      />
                    ),
                    status: (member) => (
                      <StatusControl
                        member={member}
                        isSelf={member.id === currentUserId}
                        isBusy={busyMemberId === member.id}
                        onDeactivate={() => setDeactivating(member)}
                        onReactivate={() =>
                          reactivate.mutate(member.id, {
                            onSuccess: () =>
                              setNotice({
                                tone: 'success',
                                text: `${memberName(member)} puede volver a iniciar sesión.`,
                              }),
                            onError: (error) => fail(error, 'No se pudo reactivar la cuenta.'),
                          })
                        }
                      />
                    ),
                  }
                : undefined
            }
          />
        )}
      </section>

      {canManage && (
        <section aria-labelledby="invitations-title" className={panel}>
          <h2
            id="invitations-title"
            className="border-b border-slate-100 p-4 text-lg font-semibold text-slate-900"
          >
            Invitaciones pendientes
          </h2>
          {invitations.isPending ? (
            <p role="status" className="p-4 text-sm text-slate-600">
              Cargando invitaciones...
            </p>
          ) : invitations.isError ? (
            <p role="alert" className="p-4 text-sm text-red-700">
              No se pudieron cargar las invitaciones.
            </p>
          ) : (
            <PendingInvitations
              invitations={invitations.data.invitations}
              busyId={busyInvitationId}
              onResend={(invitation) =>
                resend.mutate(invitation.id, {
                  onSuccess: () =>
                    setNotice({ tone: 'success', text: `Invitación reenviada a ${invitation.email}.` }),
                  onError: (error) => fail(error, 'No se pudo reenviar la invitación.'),
                })
              }
              onRevoke={setRevoking}
            />
          )}
        </section>
      )}

      {canManage && members.data && (
        <section aria-labelledby="settings-title" className={`${panel} p-4`}>
          <h2 id="settings-title" className="text-lg font-semibold text-slate-900">
            Ajustes del equipo
          </h2>
          <label className="mt-3 flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 rounded border-slate-300 text-blue-600"
              checked={members.data.settings.agents_may_take_properties}
              disabled={settings.isPending}
              onChange={(event) =>
                settings.mutate(event.target.checked, {
                  onSuccess: () => setNotice({ tone: 'success', text: 'Ajustes del equipo guardados.' }),
                  onError: (error) => fail(error, 'No se pudieron guardar los ajustes.'),
                })
              }
            />
            <span>
              Los agentes pueden tomar propiedades a su cargo
              <span className="block text-slate-500">
                Si está desactivado, solo un administrador de la empresa asigna el agente a cargo.
              </span>
            </span>
          </label>
        </section>
      )}

      {canManage && <AgentStatsPanel companyId={companyId} />}

      {isInviting && (
        <InviteDialog
          companyId={companyId}
          onClose={() => setIsInviting(false)}
          onSent={(email) => {
            setIsInviting(false);
            setNotice({ tone: 'success', text: `Invitación enviada a ${email}.` });
          }}
        />
      )}
      {deactivating && (
        <DeactivateDialog
          companyId={companyId}
          member={deactivating}
          candidates={activeAdmins.filter((m) => m.id !== deactivating.id)}
          preferredId={currentUserId}
          onClose={() => setDeactivating(null)}
          onDone={(text) => {
            setDeactivating(null);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title="¿Revocar la invitación?"
          confirmLabel="Revocar"
          isConfirming={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                setNotice({ tone: 'success', text: `Invitación a ${revoking.email} revocada.` });
                setRevoking(null);
              },
              onError: (error) => {
                fail(error, 'No se pudo revocar la invitación.');
                setRevoking(null);
              },
            })
          }
        >
          El enlace enviado a {revoking.email} dejará de funcionar.
        </ConfirmDialog>
      )}
    </div>
  );
}
