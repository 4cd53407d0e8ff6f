import { useState } from 'react';
import { controlStyles } from '@/components/ui/control-styles';
import { Field, splitFieldProps } from '@/components/ui/field';
import type { InputFieldProps } from '@/components/ui/text-fields';
import { OutlineIcon } from '@/components/icons/create-icon';

export type PasswordFieldProps = Omit<InputFieldProps, 'type'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const [frame, input] = splitFieldProps(props);
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field errorIcon {...frame}>
      {(aria) => (
        <div className="relative">
          <input
            {...input}
            {...aria}
            type={isVisible ? 'text' : 'password'}
            spellCheck={false}
            autoCapitalize="none"
            className={controlStyles(Boolean(frame.error), 'pr-12')}
          />
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={isVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-pressed={isVisible}
            aria-controls={aria.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-400 transition-colors hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-500"
          >
            <OutlineIcon className="size-5">
              {isVisible ? (
                <>
                  <path d="M3 3l18 18" />
                  <path d="M10.6 5.1A9.9 9.9 0 0 1 12 5c5 0 9 4.5 10 7a12.8 12.8 0 0 1-3 4.2M6.6 6.6C4.4 8 2.8 10.1 2 12c1 2.5 5 7 10 7 1.8 0 3.5-.6 4.9-1.5" />
                  <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
                </>
              ) : (
                <>
                  <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12Z" />
                  <circle cx="12" cy="12" r="3" />
                </>
              )}
            </OutlineIcon>
          </button>
        </div>
      )}
    </Field>
  );
}
