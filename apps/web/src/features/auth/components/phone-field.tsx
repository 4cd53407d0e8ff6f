import { InputField, phoneInputProps, type InputFieldProps } from '@/components/ui/text-fields';

export type PhoneFieldProps = Omit<InputFieldProps, 'label' | 'type'>;

/** The "Teléfono" input of the account forms (registration, joining a team): the phone keypad, required. */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <InputField
      errorIcon
      label="Teléfono"
      isRequired
      {...phoneInputProps}
      placeholder="+51 987 654 321"
      {...props}
    />
  );
}
