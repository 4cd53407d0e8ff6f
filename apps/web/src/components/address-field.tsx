import { InputField, type InputFieldProps } from '@/components/ui/text-fields';

/** The editors' required street address, across the whole row of their location grid. */
export function AddressField(props: Omit<InputFieldProps, 'label' | 'isRequired' | 'className'>) {
  return <InputField label="Dirección" isRequired className="sm:col-span-2" {...props} />;
}
