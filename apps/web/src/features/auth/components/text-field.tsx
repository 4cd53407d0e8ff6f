import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { inputStyles } from './field-styles';
import { FormField } from './form-field';

interface FieldLabelProps {
  label: string;
  error?: string;
  hint?: string;
  isRequired?: boolean;
  labelAside?: ReactNode;
  className?: string;
}

export interface TextFieldProps
  extends FieldLabelProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input; spread react-hook-form's `register(name)` into it. */
export function TextField({
  label,
  error,
  hint,
  isRequired,
  labelAside,
  className,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      isRequired={isRequired}
      labelAside={labelAside}
      className={className}
    >
      {(aria) => <input ref={ref} type="text" {...input} {...aria} className={inputStyles(Boolean(error))} />}
    </FormField>
  );
}

export interface TextAreaFieldProps
  extends FieldLabelProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  error,
  hint,
  isRequired,
  labelAside,
  className,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      isRequired={isRequired}
      labelAside={labelAside}
      className={className}
    >
      {(aria) => (
        <textarea
          ref={ref}
          rows={3}
          {...textarea}
          {...aria}
          className={inputStyles(Boolean(error), 'resize-y')}
        />
      )}
    </FormField>
  );
}
