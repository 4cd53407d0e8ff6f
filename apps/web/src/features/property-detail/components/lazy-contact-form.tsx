import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The form (react-hook-form and the zod schemas) loads when 'Contactar' or a unit type's 'Consultar' opens
// it: the page's first download and its first seconds on a phone skip it (docs/performance.md "The first view").
const ContactForm = lazy(async () => ({ default: (await import('./contact-form')).ContactForm }));

/** The contact form of a property or a project: its code is fetched when a visitor first opens it. */
export function LazyContactForm(props: ComponentProps<typeof ContactForm>) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-6">
          <Spinner size="md" label="Cargando formulario..." className="text-blue-600" />
        </div>
      }
    >
      <ContactForm {...props} />
    </Suspense>
  );
}
