import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { registerSchema, type RegisterInput } from '@inmuebles/shared/auth/schemas';
import { useRegisterMutation, type RegisterPayload } from '../api/register';
import { emptyPersonFields, PasswordFields, PersonalFields, RequiredFieldsNote } from './person-fields';
import { CompanyFields } from './register-fields';
import { RegisterOutcome } from './register-outcome';

const emptyForm: RegisterInput = {
  ...emptyPersonFields,
  company_name: '',
  company_about: '',
  company_website: '',
  company_phone: '',
  company_facebook: '',
  company_instagram: '',
};

/**
 * The registration form. The validated values carry every field of the payload (absent optional ones
 * as ''). After success the panel with the way to login appears and the submit button stays disabled.
 */
export function RegisterForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterPayload>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const registration = useRegisterMutation();

  return (
    <form noValidate onSubmit={handleSubmit((payload) => registration.mutate(payload))} className="space-y-8">
      <RequiredFieldsNote />
      <PersonalFields register={register} errors={errors} />
      <PasswordFields register={register} errors={errors} />
      <CompanyFields register={register} errors={errors} />

      <div className="space-y-4 border-t border-slate-100 pt-6">
        <RegisterOutcome registration={registration} />
      </div>
    </form>
  );
}
