import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  invitationNewAccountSchema,
  type InvitationNewAccountInput,
} from '@inmuebles/shared/teams/team-schema';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { Notice } from '@/components/ui/notice';
import { bindNewPassword, NewPasswordFields } from './new-password-fields';
import { bindField, nameFields } from './person-fields';
import { PhoneField } from './phone-field';
import { InputField } from '@/components/ui/text-fields';

export interface InvitationAccountFormProps {
  email: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (values: InvitationNewAccountInput) => void;
}

/** The invitee's names, phone and password (the registration's rules); the address is the invited one. */
export function InvitationAccountForm({ email, isPending, error, onSubmit }: InvitationAccountFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InvitationNewAccountInput>({
    resolver: zodResolver(invitationNewAccountSchema),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', phone: '', password: '', password_confirmation: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {error !== null && error !== undefined && (
        <Notice icon tone="error">
          <p>{isApiError(error) ? error.message : 'No se pudo aceptar la invitación.'}</p>
          {isApiError(error) && error.errors.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {error.errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <InputField
        errorIcon
        label="Correo electrónico"
        value={email}
        readOnly
        hint="Es el correo que recibió la invitación."
      />
      <div className="grid gap-4 sm:grid-cols-2">{nameFields({ register, errors })}</div>
      <PhoneField {...bindField({ register, errors }, 'phone')} />
      <NewPasswordFields passwordLabel="Contraseña" isRequired {...bindNewPassword(register, errors)} />
      <Button type="submit" size="lg" className="w-full" isLoading={isPending}>
        {isPending ? 'Creando tu cuenta...' : 'Crear cuenta y unirme'}
      </Button>
    </form>
  );
}
