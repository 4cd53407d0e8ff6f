import { useState } from 'react';
import { pageTitle } from '@inmuebles/shared/format/page-title';
import type { ApiKeyView } from '@inmuebles/shared/partner/api-key-schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice, type ScreenNotice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session';
import { useRevokeApiKey } from '../api/api-key-mutations';
import { useApiKeys } from '../api/get-api-keys';
import { usePartnerActivity } from '../api/get-partner-activity';
import { ActivityList } from '../components/activity-list';
import { ApiKeyList } from '../components/api-key-list';
import { CreateKeyForm } from '../components/create-key-form';
import { NewKeyNotice } from '../components/new-key-notice';
import { Section } from '../components/section';
import { WebhookSection } from '../components/webhook-section';

const frame = 'mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8';

/**
 * `/dashboard/integraciones` (docs/product/partner-api.md): the company's API keys for its CRM (created,
 * shown once, revoked), what they wrote, and its webhook with the deliveries. A company_admin manages them; an admin sees every company's
 * keys and may revoke them; an agent is told who can.
 */
export function IntegrationsPage() {
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const companyId = user?.company_id ?? null;
  return (
    <div className={frame}>
      <title>{pageTitle('Integraciones')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Integraciones</h1>
        <p className="mt-2 text-sm text-slate-600">
          Conecta el CRM de tu inmobiliaria (Tokko Broker, Wasi, EasyBroker…) con la API de socios: publica y
          actualiza tus avisos, consulta su estado y recibe tus consultas. Documentación:{' '}
          <a
            className="font-medium text-blue-700 underline"
            href="/api/docs"
            target="_blank"
            rel="noreferrer"
          >
            /api/docs
          </a>
          .
        </p>
      </header>
      {user?.role === 'company_admin' && companyId !== null ? (
        <CompanyIntegrations companyId={companyId} />
      ) : isAdmin ? (
        <KeysSection scope="all" />
      ) : (
        <Notice tone="info">Solo el administrador de la empresa gestiona las integraciones.</Notice>
      )}
    </div>
  );
}

function CompanyIntegrations({ companyId }: { companyId: number }) {
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const activity = usePartnerActivity(companyId);
  return (
    <>
      <Section title="Crear una clave de API">
        <div className="space-y-4">
          {created && <NewKeyNotice {...created} onDismiss={() => setCreated(null)} />}
          <CreateKeyForm companyId={companyId} onCreated={setCreated} />
        </div>
      </Section>
      <KeysSection scope={companyId} />
      <Section title="Actividad">
        {activity.isPending ? (
          <Spinner />
        ) : activity.isError ? (
          <Notice tone="error">No se pudo cargar la actividad.</Notice>
        ) : (
          <ActivityList entries={activity.data.activity} />
        )}
      </Section>
      <WebhookSection companyId={companyId} />
    </>
  );
}

function KeysSection({ scope }: { scope: number | 'all' }) {
  const keys = useApiKeys(scope);
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setNotice({ tone: 'success', text: `La clave «${revoking.name}» quedó revocada.` });
        setRevoking(null);
      },
      onError: (error) => {
        setNotice({
          tone: 'error',
          text: isApiError(error) ? error.message : 'No se pudo revocar la clave.',
        });
        setRevoking(null);
      },
    });
  };

  return (
    <Section title={scope === 'all' ? 'Claves de API de todas las empresas' : 'Claves de API'}>
      {notice && (
        <Notice tone={notice.tone} className="mb-4" onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {keys.isPending ? (
        <Spinner />
      ) : keys.isError ? (
        <Notice tone="error">No se pudieron cargar las claves.</Notice>
      ) : (
        <ApiKeyList
          keys={keys.data.api_keys}
          showCompany={scope === 'all'}
          busyId={revoke.isPending ? revoke.variables : null}
          onRevoke={setRevoking}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={`¿Revocar la clave «${revoking.name}»?`}
          confirmLabel="Revocar"
          isConfirming={revoke.isPending}
          onConfirm={confirmRevoke}
          onCancel={() => setRevoking(null)}
        >
          <p>Las llamadas con esta clave dejarán de funcionar de inmediato. No se puede deshacer.</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
