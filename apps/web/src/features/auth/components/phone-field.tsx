import { InputField, phoneInputProps, type InputFieldProps } from '@/components/ui/text-fields';

export type PhoneFieldProps = Omit<InputFieldProps, 'label' | 'type'> & {
  /** A searcher's account may leave it empty: labelled "Teléfono (opcional)", not marked required. */
  optional?: boolean;
};

/** The "Teléfono" input of the account forms (registration, joining a team): the phone keypad. */
export function PhoneField({ optional = false, ...props }: PhoneFieldProps) {
  return (
    <InputField
      errorIcon
      label={optional ? 'Teléfono (opcional)' : 'Teléfono'}
      isRequired={!optional}
      {...phoneInputProps}
      placeholder="+51 987 654 321"
      {...props}
    />
  );
}
