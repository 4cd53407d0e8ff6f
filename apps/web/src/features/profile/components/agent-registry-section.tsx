import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AgentRegistryResponse } from '@inmuebles/shared/trust/agent-registry';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/text-fields';
import { apiFetch } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

const registryKey = ['me', 'agent-registry'] as const;

/** The form once the saved number is known, so it starts from it. */
function RegistryForm({ registry }: { registry: AgentRegistryResponse['agent_registry'] }) {
  const queryClient = useQueryClient();
  const [number, setNumber] = useState(registry.number ?? '');
  const save = useMutation({
    mutationFn: (value: string) =>
      apiFetch<AgentRegistryResponse>('/me/agent_registry', { method: 'PUT', body: { number: value } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(registryKey, answer);
      setNumber(answer.agent_registry.number ?? '');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(number);
  };
  const error = save.isError
    ? isApiError(save.error)
      ? (save.error.errors[0]?.replace(/^number: /, '') ?? save.error.message)
      : 'No se pudo guardar el número'
    : undefined;
  return (
    <form onSubmit={submit} className="mt-3 space-y-3">
      <InputField
        label="N.º de registro"
        placeholder="PN-1234"
        maxLength={20}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={error}
      />
      <p role="status" className="text-sm">
        {registry.number === null ? (
          <span className="text-slate-500">Aún no indicas tu número.</span>
        ) : registry.verified ? (
          <span className="font-medium text-emerald-700">
            Verificado: tus avisos muestran «Agente inmobiliario registrado N.º {registry.number}».
          </span>
        ) : (
          <span className="text-amber-700">
            Pendiente de verificación: un administrador lo revisa antes de mostrarlo en tus avisos.
          </span>
        )}
      </p>
      <Button type="submit" variant="secondary" isLoading={save.isPending} className="w-full">
        Guardar número
      </Button>
    </form>
  );
}

/**
 * A member's number in the Ministerio de Vivienda's Registro del Agente Inmobiliario (docs/product/owners.md
 * §5): entered here, shown on their listings' contact card only after an admin verified it.
 */
export function AgentRegistrySection() {
  const headingId = useId();
  const registry = useQuery({
    queryKey: registryKey,
    queryFn: ({ signal }) => apiFetch<AgentRegistryResponse>('/me/agent_registry', { signal }),
  });
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Registro del Agente Inmobiliario
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Tu número en el registro del Ministerio de Vivienda. Lo mostramos solo cuando un administrador lo
        verifica.
      </p>
      {registry.data ? (
        <RegistryForm registry={registry.data.agent_registry} />
      ) : registry.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          No se pudo cargar tu número de registro.
        </p>
      ) : null}
    </section>
  );
}
