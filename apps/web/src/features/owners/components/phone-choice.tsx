import { useId } from 'react';
import { isApiError } from '@/lib/api-error';
import { useSetShowPhone } from '../api/owner-api';

/**
 * "Mostrar mi teléfono": whether the owner's listings offer WhatsApp and a call with the account's phone
 * (docs/product/owners.md §3). Saved at once, on its own; the e-mail is never shown.
 */
export function PhoneChoice({ showPhone }: { showPhone: boolean }) {
  const id = useId();
  const save = useSetShowPhone();
  const checked = save.isPending && save.variables !== undefined ? save.variables : showPhone;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-blue-600 focus:ring-blue-500"
        />
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            Mostrar mi teléfono en mis avisos
          </label>
          <p className="text-xs text-slate-600">
            Los interesados podrán llamarte o escribirte por WhatsApp al teléfono de tu cuenta. Si no lo
            muestras, te escriben con el formulario de contacto. Tu correo nunca se muestra.
          </p>
        </div>
      </div>
      {save.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {isApiError(save.error) ? save.error.message : 'No se pudo guardar tu elección'}
        </p>
      )}
    </div>
  );
}
