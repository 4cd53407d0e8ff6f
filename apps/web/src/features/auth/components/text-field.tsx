import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { inputStyles } from './field-styles';
import { FormField, splitFrameProps, type FieldLabelProps } from './form-field';

export interface TextFieldProps
  extends FieldLabelProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input; spread react-hook-form's `register(name)` into it. */
export function TextField(props: TextFieldProps) {
  const [frame, input] = splitFrameProps(props);
  return (
    <FormField {...frame}>
      {(aria) => <input type="text" {...input} {...aria} className={inputStyles(Boolean(frame.error))} />}
    </FormField>
  );
}

export interface TextAreaFieldProps
  extends FieldLabelProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textarea] = splitFrameProps(props);
  return (
    <FormField {...frame}>
      {(aria) => (
        <textarea
          rows={3}
          {...textarea}
          {...aria}
          className={inputStyles(Boolean(frame.error), 'resize-y')}
        />
      )}
    </FormField>
  );
}
