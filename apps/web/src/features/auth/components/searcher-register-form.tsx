import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { registerSearcherSchema, type RegisterSearcherInput } from '@inmuebles/shared/auth/schemas';
import { useRegisterSearcherMutation, type RegisterSearcherPayload } from '../api/register-searcher';
import {
  loginUrlAfterConfirmation,
  rememberReturnAfterConfirmation,
} from '../utils/return-after-confirmation';
import { emptyPersonFields, PasswordFields, PersonalFields, RequiredFieldsNote } from './person-fields';
import { RegisterOutcome } from './register-outcome';

const emptyForm: RegisterSearcherInput = emptyPersonFields;

/**
 * "Busco inmueble" (docs/product/searcher-accounts.md): a personal account, no company block; the same
 * confirmation e-mail and success panel as the company registration. `returnUrl` (a guest's "Guardar
 * búsqueda") is kept for the sign-in after the confirmation.
 */
export function SearcherRegisterForm({ returnUrl = null }: { returnUrl?: string | null }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterSearcherInput, unknown, RegisterSearcherPayload>({
    resolver: zodResolver(registerSearcherSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const registration = useRegisterSearcherMutation();
  // Remembered by the request's own promise, not an observer's callback: it must happen even if the screen
  // is left at once. A failure is shown from the mutation's state, hence the empty catch.
  const onSubmit = handleSubmit((payload) =>
    registration
      .mutateAsync(payload)
      .then(() => rememberReturnAfterConfirmation(returnUrl))
      .catch(() => undefined),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <RequiredFieldsNote />
      <PersonalFields register={register} errors={errors} phoneOptional />
      <PasswordFields register={register} errors={errors} />
      <div className="space-y-4 border-t border-slate-100 pt-6">
        <RegisterOutcome registration={registration} loginHref={loginUrlAfterConfirmation(returnUrl)} />
      </div>
    </form>
  );
}
