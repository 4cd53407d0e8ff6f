import { useId, useState } from 'react';
import { webhookSaveBodySchema, type WebhookView } from '@inmuebles/shared/partner/webhook-schema';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice, type ScreenNotice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { InputField } from '@/components/ui/text-fields';
import { isApiError } from '@/lib/api-error';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSaveWebhook,
  useWebhook,
  useWebhookDeliveries,
} from '../api/webhook-api';
import { formatWhen } from '../utils/integration-format';
import { NewKeyNotice } from './new-key-notice';
import { Section } from './section';
import { WebhookDeliveries } from './webhook-deliveries';

const errorsOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.errors.length > 0
    ? error.errors
    : [isApiError(error) ? error.message : fallback];

/**
 * "Webhook": the one address the company's CRM is called at (lead.created, listing.state_changed), its
 * signing secret shown once when created or rotated, and the deliveries with their answers.
 */
export function WebhookSection({ companyId }: { companyId: number }) {
  const webhook = useWebhook(companyId);
  const deliveries = useWebhookDeliveries(companyId);
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  return (
    <>
      <Section title="Webhook">
        <p className="mb-4 text-sm text-slate-600">
          Avisamos a tu CRM con una llamada firmada cuando llega una consulta (<code>lead.created</code>) y
          cuando un aviso se publica, es ocultado por un administrador o se archiva (
          <code>listing.state_changed</code>). Si tu servidor no responde, reintentamos durante 24 horas.
        </p>
        <div className="space-y-4">
          {notice && (
            <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
              {notice.text}
            </Notice>
          )}
          {secret && (
            <NewKeyNotice
              title="Secreto de firma del webhook"
              name="webhook"
              secret={secret}
              onDismiss={() => setSecret(null)}
            />
          )}
          {webhook.isPending ? (
            <Spinner />
          ) : webhook.isError ? (
            <Notice tone="error">No se pudo cargar el webhook.</Notice>
          ) : (
            <WebhookForm
              companyId={companyId}
              webhook={webhook.data.webhook}
              onSecret={setSecret}
              onNotice={setNotice}
            />
          )}
        </div>
      </Section>
      <Section title="Entregas del webhook">
        {deliveries.isPending ? (
          <Spinner />
        ) : deliveries.isError ? (
          <Notice tone="error">No se pudieron cargar las entregas.</Notice>
        ) : (
          <WebhookDeliveries deliveries={deliveries.data.deliveries} />
        )}
      </Section>
    </>
  );
}

interface WebhookFormProps {
  companyId: number;
  webhook: WebhookView | null;
  onSecret: (secret: string) => void;
  onNotice: (notice: ScreenNotice | null) => void;
}

function WebhookForm({ companyId, webhook, onSecret, onNotice }: WebhookFormProps) {
  const errorId = useId();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const save = useSaveWebhook(companyId);
  const rotate = useRotateWebhookSecret(companyId);
  const remove = useDeleteWebhook(companyId);

  // mutateAsync rather than mutate's callbacks: those are skipped when the refetch that follows a save
  // re-renders the section first, and the secret would never be shown.
  const submit = async () => {
    const parsed = webhookSaveBodySchema.safeParse({ url });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setErrors([]);
    onNotice(null);
    try {
      const answer = await save.mutateAsync(parsed.data);
      if (answer?.secret) onSecret(answer.secret);
      else onNotice({ tone: 'success', text: 'Dirección del webhook guardada.' });
    } catch (error) {
      setErrors(errorsOf(error, 'No se pudo guardar el webhook.'));
    }
  };

  const confirm = async () => {
    try {
      if (confirming === 'rotate') {
        const answer = await rotate.mutateAsync(undefined);
        if (answer?.secret) onSecret(answer.secret);
      } else if (confirming === 'delete') {
        await remove.mutateAsync(undefined);
        onNotice({ tone: 'success', text: 'Webhook eliminado: ya no enviaremos avisos a tu CRM.' });
      }
    } catch (error) {
      const fallback =
        confirming === 'rotate' ? 'No se pudo cambiar el secreto.' : 'No se pudo eliminar el webhook.';
      onNotice({ tone: 'error', text: errorsOf(error, fallback)[0] ?? fallback });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <form
      noValidate
      aria-label="Webhook"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <InputField
        label="Dirección del webhook"
        hint="Una URL http o https de tu CRM, p. ej. https://tu-crm.com/webhooks/inmoperu."
        type="url"
        inputMode="url"
        value={url}
        maxLength={2000}
        autoComplete="off"
        onChange={(event) => setUrl(event.target.value)}
        isRequired
      />
      {errors.length > 0 && (
        <ul id={errorId} role="alert" className="space-y-1 text-sm text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {webhook && (
        <p className="text-sm text-slate-500">
          Configurado el {formatWhen(webhook.created_at)}
          {webhook.updated_at !== webhook.created_at
            ? ` · cambiado el ${formatWhen(webhook.updated_at)}`
            : ''}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" isLoading={save.isPending}>
          {webhook ? 'Guardar dirección' : 'Crear webhook'}
        </Button>
        {webhook && (
          <>
            <Button variant="secondary" onClick={() => setConfirming('rotate')}>
              Cambiar secreto
            </Button>
            <Button variant="secondary" onClick={() => setConfirming('delete')}>
              Eliminar webhook
            </Button>
          </>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={confirming === 'rotate' ? '¿Cambiar el secreto de firma?' : '¿Eliminar el webhook?'}
          confirmLabel={confirming === 'rotate' ? 'Cambiar secreto' : 'Eliminar'}
          isConfirming={rotate.isPending || remove.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {confirming === 'rotate'
              ? 'El secreto actual deja de valer de inmediato: actualiza tu CRM con el nuevo, que verás una sola vez.'
              : 'Dejaremos de avisar a tu CRM; las entregas pendientes no se enviarán.'}
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
