import { emailInputProps, InputField, type InputFieldProps } from '@/components/ui/text-fields';

export type EmailFieldProps = Omit<InputFieldProps, 'label' | 'type'>;

/** The "Correo electrónico" input of the account forms: typed as e-mail, no autocorrection. */
export function EmailField(props: EmailFieldProps) {
  return (
    <InputField
      errorIcon
      label="Correo electrónico"
      {...emailInputProps}
      placeholder="tu@correo.com"
      {...props}
    />
  );
}
