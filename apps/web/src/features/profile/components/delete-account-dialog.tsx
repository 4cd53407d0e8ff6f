import { useId, useRef, useState, type FormEvent } from 'react';
import { accountMessages } from '@inmuebles/shared/users/account-deletion-schema';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { InputField } from '@/components/ui/text-fields';
import { isApiError } from '@/lib/api-error';
import { deleteMyAccount } from '../api/me-api';

/** The server prefixes a field's message with its name ('password: La contraseña no es correcta'). */
function withoutFieldName(message: string): string {
  return message.replace(/^password: /, '');
}

function failureText(error: unknown): string {
  if (!isApiError(error)) return 'No se pudo eliminar tu cuenta. Intenta de nuevo.';
  if (error.status === 422 && error.errors.length > 0) return error.errors.map(withoutFieldName).join(' ');
  return error.message;
}

/**
 * Asks the password before DELETE /me/account. Cannot be dismissed while the deletion runs; `onDeleted`
 * runs once the server has erased the account (the session is already gone there).
 */
export function DeleteAccountDialog({
  onCancel,
  onDeleted,
}: {
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('La contraseña es requerida');
      passwordRef.current?.focus();
      return;
    }
    setError(null);
    setIsDeleting(true);
    try {
      await deleteMyAccount(password);
      onDeleted();
    } catch (failure) {
      setError(failureText(failure));
      setIsDeleting(false);
      passwordRef.current?.select();
    }
  };

  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocus={passwordRef}
      onDismiss={isDeleting ? undefined : onCancel}
      className="flex-col items-center justify-end bg-transparent p-4 backdrop:bg-slate-900/50 backdrop:backdrop-blur-[1px] open:flex sm:justify-center"
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="w-full max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-black/5"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          ¿Eliminar tu cuenta?
        </h2>
        <p id={descriptionId} className="text-sm text-slate-600">
          Se borrarán tus datos personales, tus favoritos y tus búsquedas guardadas. De las consultas que
          enviaste, las inmobiliarias conservan solo el mensaje, el inmueble y la fecha, a nombre de «
          {accountMessages.deletedName}»: tu correo y tu teléfono se borran también. No se puede deshacer.
        </p>
        <InputField
          ref={passwordRef}
          label="Confirma con tu contraseña"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={isDeleting}
        />
        {error && <Notice tone="error">{error}</Notice>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonStyles('secondary')}
            onClick={onCancel}
            disabled={isDeleting}
          >
            Cancelar
          </button>
          <Button type="submit" variant="danger" isLoading={isDeleting}>
            {isDeleting ? 'Eliminando...' : 'Eliminar mi cuenta'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
