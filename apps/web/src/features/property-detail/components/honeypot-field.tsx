import { useId, type InputHTMLAttributes, type Ref } from 'react';

/**
 * The honeypot: a text field people never see or reach (off-screen, hidden from assistive technology, out
 * of the tab order, no autofill) and robots fill like any other input.
 */
export function HoneypotField({
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Sitio web</label>
      <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
