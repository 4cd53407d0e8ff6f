import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { controlStyles } from './control-styles';
import { Field, splitFieldProps, type FieldFrameProps } from './field';

/*
 * The labelled controls every form uses (account, profile, company, editor, contact): spread
 * react-hook-form's `register(name)` into them. `isRequired` marks the label and sets `aria-required`;
 * the browser's own `required` is left out so the forms' Spanish messages speak, not the browser's.
 */

/** An e-mail address box: the e-mail keyboard, no autocorrection or capitals. */
export const emailInputProps = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** A phone number box: the phone keypad and the address book's number. */
export const phoneInputProps = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;

export interface InputFieldProps
  extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input. */
export function InputField(props: InputFieldProps) {
  const [frame, { type = 'text', ...input }] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <input
          type={type}
          {...input}
          {...aria}
          className={controlStyles(Boolean(frame.error), '', { compact: frame.compact })}
        />
      )}
    </Field>
  );
}

export interface TextAreaFieldProps
  extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
  /** Extra classes of the textarea (a monospace font). */
  textareaClassName?: string;
}

/** A labelled multi-line input. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, { textareaClassName = '', ...textarea }] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <textarea
          rows={5}
          {...textarea}
          {...aria}
          className={controlStyles(Boolean(frame.error), `resize-y ${textareaClassName}`, {
            compact: frame.compact,
          })}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** First, empty choice ('Selecciona un departamento'). */
  placeholder?: string;
}

/** A labelled native select: the phone's own picker on mobile, keyboard and screen-reader friendly. */
export function SelectField(props: SelectFieldProps) {
  const [frame, { options, placeholder, ...select }] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <select {...select} {...aria} className={controlStyles(Boolean(frame.error), 'pr-8')}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
