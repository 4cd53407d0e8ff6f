import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_HONEYPOT_FIELD,
  contactRequestInputSchema,
  defaultContactMessage,
  type ContactRequestData,
  type ContactRequestInput,
} from '@inmuebles/shared/properties/contact-request-schema';
import { getFullName } from '@inmuebles/shared/users/names';
import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useCurrentUserQuery } from '@/lib/current-user-query';
import { useContactFormToken } from '../api/contact-form-token';
import { useCreateContactRequest, type ContactSubject } from '../api/create-contact-request';
import { contactErrorLines } from '../utils/contact-errors';
import { emailInputProps, InputField, phoneInputProps, TextAreaField } from '@/components/ui/text-fields';
import { HoneypotField } from './honeypot-field';
import { CheckIcon } from '@/components/icons/action-icons';

export interface ContactFormProps {
  /** The property, or the project (and unit type), the enquiry is about. */
  subject: ContactSubject;
  /** Its name, in the prefilled message ('Torre Aurora · Flat 2D-A' for a unit type). */
  propertyTitle: string;
  /** The signed-in user, or null for a guest. */
  user: PublicUser | null;
  onCancel: () => void;
}

/** The form's first values: the signed-in user's data (empty for a guest) and the prefilled message. */
function contactDefaults(
  user: PublicUser | null,
  propertyTitle: string,
  about: ContactSubject['kind'],
): ContactRequestInput {
  const hasName = Boolean(user && (user.first_name.trim() || user.last_name.trim()));
  return {
    name: user && hasName ? getFullName(user) : '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    message: defaultContactMessage(propertyTitle, about),
  };
}

type ContactFormValues = ContactRequestInput & { [CONTACT_HONEYPOT_FIELD]?: string };

/**
 * The contact request (docs/decisions.md "Contact button"), for guests and signed-in users alike: name,
 * e-mail, phone and message, checked with the API's own schema. A guest's form also carries the token
 * fetched as it opened and a honeypot field; the server refuses what looks automated. On success the
 * server's confirmation replaces the form.
 */
export function ContactForm({ subject, propertyTitle, user, onCancel }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    setValue,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactRequestData>({
    resolver: zodResolver(contactRequestInputSchema),
    mode: 'onTouched',
    defaultValues: { ...contactDefaults(user, propertyTitle, subject.kind), [CONTACT_HONEYPOT_FIELD]: '' },
  });
  const send = useCreateContactRequest();
  const formToken = useContactFormToken(!user);

  // The session's copy of the account dates from the sign-in (a phone added on another device is not in it):
  // ask for the current one as the form opens; it reaches this form through the session, and fills the
  // account fields the person has not typed in yet.
  useCurrentUserQuery({ enabled: Boolean(user) });
  useEffect(() => {
    if (!user) return;
    const fresh = contactDefaults(user, propertyTitle, subject.kind);
    for (const field of ['name', 'email', 'phone'] as const) {
      if (!getFieldState(field).isDirty && getValues(field) !== fresh[field]) setValue(field, fresh[field]);
    }
  }, [user, propertyTitle, subject.kind, getFieldState, getValues, setValue]);

  if (send.isSuccess) {
    return (
      <div
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800"
      >
        <p className="flex items-start gap-2 font-medium">
          <CheckIcon className="mt-0.5 size-4 shrink-0" strokeWidth={2.4} />
          {send.data.message}
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Formulario de contacto"
      onSubmit={handleSubmit((data) =>
        // The schema drops the honeypot from `data`: it is read as typed.
        send.mutate(
          {
            subject,
            data,
            formToken: formToken.data,
            honeypot: getValues(CONTACT_HONEYPOT_FIELD),
          },
          {
            // A token sends one enquiry, and the refusal does not say why: this one may be spent (a send
            // whose answer was lost), so the next try gets a fresh one, good once the person has waited.
            onError: (error) => {
              if (!user && isApiError(error) && error.code === 'contact_refused') void formToken.refetch();
            },
          },
        ),
      )}
      className="space-y-3"
    >
      {send.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <ul className="space-y-1">
            {contactErrorLines(send.error).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <InputField
        compact
        label="Nombre"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        compact
        label="Correo electrónico"
        {...emailInputProps}
        error={errors.email?.message}
        {...register('email')}
      />
      <InputField
        compact
        label="Teléfono"
        {...phoneInputProps}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        compact
        rows={4}
        label="Mensaje"
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField {...register(CONTACT_HONEYPOT_FIELD)} />
      <div className="flex gap-2 pt-1">
        <Button type="submit" className="flex-1" isLoading={send.isPending}>
          Enviar mensaje
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
