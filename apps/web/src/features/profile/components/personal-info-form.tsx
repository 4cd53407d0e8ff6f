import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { personalInfoSchema, profileMessages } from '@inmuebles/shared/users/profile-schemas';
import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { updatePersonalInfo } from '../api/me-api';
import { useApplyUser } from '../api/use-me';
import { InputField } from '@/components/ui/text-fields';
import { Notice, type NoticeTone } from '@/components/ui/notice';
import { PendingEmailNotice } from './pending-email-notice';

/** The server's own words for a refused save (wrong password, address taken, too many tries), else a generic one. */
function saveErrorText(error: unknown): string {
  return error instanceof ApiError && [403, 422, 429].includes(error.status) && error.message
    ? error.message
    : 'Error al actualizar la información personal';
}

/**
 * 'Información Personal': name, e-mail and phone, saved with PATCH /me. A new e-mail also asks for the
 * current password (a session left open must not be enough to move the account to another address).
 */
export function PersonalInfoForm({ user }: { user: PublicUser }) {
  const applyUser = useApplyUser();
  const [result, setResult] = useState<{ tone: NoticeTone; text: string; note?: string } | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const { register, handleSubmit, formState, reset, control } = useForm({
    resolver: zodResolver(personalInfoSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone ?? '',
    },
  });
  const { errors, isSubmitting, isValid, touchedFields, isSubmitted } = formState;
  /** Messages appear once the field is touched (docs/product/signed-in-area.md §5), or after a submit attempt. */
  const shown = (name: keyof typeof touchedFields & keyof typeof errors) =>
    touchedFields[name] || isSubmitted ? errors[name]?.message : undefined;

  const emailValue = useWatch({ control, name: 'email' });
  const changesEmail = (emailValue ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    if (changesEmail && !currentPassword) {
      setPasswordMissing(true);
      return;
    }
    try {
      const answer = await updatePersonalInfo(
        { ...values, phone: values.phone ?? '' },
        changesEmail ? currentPassword : undefined,
      );
      setCurrentPassword('');
      applyUser(answer.user);
      // The server's values: with a pending change the e-mail stays the old one until confirmed.
      reset({
        first_name: answer.user.first_name ?? '',
        last_name: answer.user.last_name ?? '',
        email: answer.user.email,
        phone: answer.user.phone ?? '',
      });
      setResult({
        tone: 'success',
        text: 'Información personal actualizada correctamente',
        // The address itself is shown by the pending notice under the e-mail field.
        note:
          answer.pending_email && answer.pending_email === values.email.trim().toLowerCase()
            ? profileMessages.emailChangePending
            : undefined,
      });
    } catch (error) {
      setResult({ tone: 'error', text: saveErrorText(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Nombre"
          autoComplete="given-name"
          error={shown('first_name')}
          {...register('first_name')}
        />
        <InputField
          label="Apellido"
          autoComplete="family-name"
          error={shown('last_name')}
          {...register('last_name')}
        />
      </div>
      <div>
        <InputField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          error={shown('email')}
          {...register('email')}
        />
        {/* A cancel makes the save's "we sent you an e-mail" note stale. */}
        <PendingEmailNotice pendingEmail={user.pending_email} onCancelled={() => setResult(null)} />
      </div>
      {changesEmail && (
        <InputField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setPasswordMissing(false);
          }}
          error={passwordMissing ? profileMessages.emailChangeNeedsPassword : undefined}
        />
      )}
      <InputField
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        placeholder="+51 999 999 999"
        error={shown('phone')}
        {...register('phone')}
      />
      {result && (
        <Notice tone={result.tone}>
          <p>{result.text}</p>
          {result.note && <p className="mt-1">{result.note}</p>}
        </Notice>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isValid} className="w-full sm:w-auto">
          {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}
