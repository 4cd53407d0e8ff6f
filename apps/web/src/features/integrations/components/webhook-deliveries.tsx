import {
  webhookDeliveryStateLabels,
  webhookEventLabels,
  type WebhookDeliveryView,
} from '@inmuebles/shared/partner/webhook-schema';
import { formatWhen } from '../utils/integration-format';

const stateStyles: Record<WebhookDeliveryView['state'], string> = {
  delivered: 'bg-emerald-50 text-emerald-700',
  pending: 'bg-amber-50 text-amber-800',
  failed: 'bg-red-50 text-red-700',
};

const durationFormat = new Intl.NumberFormat('es-PE');

/** What the endpoint answered last: its status code, or why no answer came. */
function lastAnswer(delivery: WebhookDeliveryView): string {
  if (delivery.attempts === 0) return 'Todavía no se envió';
  const parts = [delivery.last_status === null ? 'Sin respuesta' : `Respuesta ${delivery.last_status}`];
  if (delivery.last_duration_ms !== null)
    parts.push(`${durationFormat.format(delivery.last_duration_ms)} ms`);
  return parts.join(' · ');
}

/** "Entregas": each event sent to the webhook, its attempts and its last answer, newest first. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDeliveryView[] }) {
  if (deliveries.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        Todavía no hay entregas: aparecerán aquí con la próxima consulta o cambio de estado de un aviso.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 text-sm" aria-label="Entregas del webhook">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="space-y-1 py-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{webhookEventLabels[delivery.event]}</span>
            <code className="text-xs text-slate-500">{delivery.event}</code>
            {delivery.reference && <code className="text-xs text-slate-600">{delivery.reference}</code>}
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${stateStyles[delivery.state]}`}>
              {webhookDeliveryStateLabels[delivery.state]}
            </span>
          </p>
          <p className="text-slate-600">
            {delivery.attempts === 1 ? '1 intento' : `${delivery.attempts} intentos`} · {lastAnswer(delivery)}
            {delivery.last_attempt_at ? ` · último el ${formatWhen(delivery.last_attempt_at)}` : ''}
          </p>
          {delivery.last_error && <p className="break-words text-red-700">{delivery.last_error}</p>}
          <p className="text-slate-500">
            <code className="text-xs">{delivery.id}</code> · creado el {formatWhen(delivery.created_at)}
            {delivery.next_attempt_at ? ` · próximo intento el ${formatWhen(delivery.next_attempt_at)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
