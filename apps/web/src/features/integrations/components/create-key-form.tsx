import { useId, useState } from 'react';
import {
  apiKeyCreateBodySchema,
  apiKeyScopeLabels,
  apiKeyScopes,
  type ApiKeyScope,
} from '@inmuebles/shared/partner/api-key-schema';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/text-fields';
import { isApiError } from '@/lib/api-error';
import { useCreateApiKey } from '../api/api-key-mutations';

export interface CreateKeyFormProps {
  companyId: number;
  /** The new key's secret, which the page shows once. */
  onCreated: (created: { name: string; secret: string }) => void;
}

/** "Crear clave": a name and the permissions, checked with the server's own schema and messages. */
export function CreateKeyForm({ companyId, onCreated }: CreateKeyFormProps) {
  const errorId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...apiKeyScopes]);
  const [errors, setErrors] = useState<string[]>([]);
  const create = useCreateApiKey(companyId);

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = () => {
    const parsed = apiKeyCreateBodySchema.safeParse({ name, scopes });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setErrors([]);
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setName('');
        onCreated({ name: answer.api_key.name, secret: answer.secret });
      },
      onError: (error) =>
        setErrors(
          isApiError(error) && error.errors.length > 0
            ? error.errors
            : [isApiError(error) ? error.message : 'No se pudo crear la clave.'],
        ),
    });
  };

  return (
    <form
      noValidate
      aria-label="Crear clave de API"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <InputField
        label="Nombre de la clave"
        hint="Para reconocerla después, p. ej. «Tokko Broker» o «CRM de la oficina»."
        value={name}
        maxLength={80}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        isRequired
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Permisos</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {apiKeyScopes.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 text-blue-600 focus:ring-blue-500"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              {apiKeyScopeLabels[scope]} <code className="text-xs text-slate-500">{scope}</code>
            </label>
          ))}
        </div>
      </fieldset>
      {errors.length > 0 && (
        <ul id={errorId} role="alert" className="space-y-1 text-sm text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <Button type="submit" isLoading={create.isPending}>
        Crear clave
      </Button>
    </form>
  );
}
