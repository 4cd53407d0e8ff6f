import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/ui/button-styles';

/** The "Volver al inicio" button under the account screens. */
export function BackHomeLink() {
  return (
    <Link to="/" className={buttonStyles('ghost', 'sm', 'text-slate-600')}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path
          fillRule="evenodd"
          clipRule="evenodd"
          d="M17 10a.75.75 0 0 1-.75.75H5.61l4.17 3.95a.75.75 0 1 1-1.04 1.1l-5.5-5.25a.75.75 0 0 1 0-1.1l5.5-5.25a.75.75 0 1 1 1.04 1.1L5.61 9.25h10.64A.75.75 0 0 1 17 10Z"
        />
      </svg>
      Volver al inicio
    </Link>
  );
}
