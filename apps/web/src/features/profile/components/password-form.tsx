import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, INVALID_CURRENT_PASSWORD } from '@inmuebles/shared/users/profile-schemas';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { changePassword } from '../api/me-api';
import { InputField } from '@/components/ui/text-fields';
import { Notice, type NoticeTone } from '@/components/ui/notice';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Contraseña': POST /me/change_password; a wrong current password is a 401. */
export function PasswordForm() {
  const [result, setResult] = useState<{ tone: NoticeTone; text: string; details?: string[] } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitting, isValid, touchedFields, isSubmitted } = formState;
  /** Messages appear once the field is touched (docs/product/signed-in-area.md §5), or after a submit attempt. */
  const shown = (name: keyof typeof touchedFields & keyof typeof errors) =>
    touchedFields[name] || isSubmitted ? errors[name]?.message : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await changePassword(values);
      reset(empty);
      setResult({ tone: 'success', text: 'Contraseña cambiada correctamente' });
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.code === INVALID_CURRENT_PASSWORD)) {
        setResult({ tone: 'error', text: 'Contraseña actual incorrecta' });
      } else if (isApiError(error) && error.status === 422 && error.errors.length > 0) {
        setResult({ tone: 'error', text: 'Error al cambiar la contraseña', details: error.errors });
      } else {
        setResult({ tone: 'error', text: 'Error al cambiar la contraseña' });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <InputField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        error={shown('currentPassword')}
        {...register('currentPassword')}
      />
      <InputField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        error={shown('newPassword')}
        {...register('newPassword', { deps: ['confirmPassword'] })}
      />
      <InputField
        label="Confirmar nueva contraseña"
        type="password"
        autoComplete="new-password"
        error={shown('confirmPassword')}
        {...register('confirmPassword')}
      />
      {result && (
        <Notice tone={result.tone}>
          <p>{result.text}</p>
          {result.details && (
            <ul className="mt-1 list-disc pl-5">
              {result.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isValid} className="w-full sm:w-auto">
          {isSubmitting ? 'Cambiando...' : 'Cambiar contraseña'}
        </Button>
      </div>
    </form>
  );
}
