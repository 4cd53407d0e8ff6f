import { TextField, type TextFieldProps } from './text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The "Correo electrónico" input of the account forms: typed as e-mail, no autocorrection. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label="Correo electrónico"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="tu@correo.com"
      {...props}
    />
  );
}
