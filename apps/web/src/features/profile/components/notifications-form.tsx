import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  meKeys,
  updateNotificationPreferences,
  type MeResponse,
  type NotificationPreferences,
} from '../api/me-api';
import { storePreferences } from '../utils/notification-storage';
import { Notice, type NoticeTone } from '@/components/ui/notice';

const options: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Notificaciones por email',
    description: 'Recibe por correo los avisos importantes de tu cuenta.',
  },
  {
    key: 'propertyInquiries',
    label: 'Consultas de propiedades',
    description: 'Recibe un correo cuando alguien consulte por una de tus propiedades.',
  },
  {
    key: 'systemUpdates',
    label: 'Actualizaciones del sistema',
    description: 'Novedades y mejoras de InmoPerú.',
  },
];

/** 'Notificaciones': saved on the server and mirrored under `notification_settings`. */
export function NotificationsForm({ initial }: { initial: NotificationPreferences }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<NotificationPreferences>(initial);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: NoticeTone; text: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await updateNotificationPreferences(values);
      storePreferences(values);
      queryClient.setQueryData<MeResponse>(meKeys.profile(), (old) =>
        old ? { ...old, notification_preferences: values } : old,
      );
      setResult({ tone: 'success', text: 'Preferencias de notificación guardadas' });
    } catch {
      setResult({ tone: 'error', text: 'Error al guardar las preferencias de notificación' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        <legend className="sr-only">Notificaciones</legend>
        {options.map((option) => (
          <label key={option.key} className="flex cursor-pointer items-start gap-3 p-4 hover:bg-slate-50">
            <input
              type="checkbox"
              name={option.key}
              checked={values[option.key]}
              onChange={(event) =>
                setValues((previous) => ({ ...previous, [option.key]: event.target.checked }))
              }
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-blue-600 focus:ring-blue-500"
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{option.label}</span>
              <span className="block text-sm text-slate-500">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Guardando...' : 'Guardar preferencias'}
        </Button>
      </div>
    </form>
  );
}
