import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

export interface NewKeyNoticeProps {
  name: string;
  /** The notice's heading; a key's by default. */
  title?: string;
  secret: string;
  onDismiss: () => void;
}

/** The one time a key is shown: copy it now, it cannot be read again. */
export function NewKeyNotice({ name, title, secret, onDismiss }: NewKeyNoticeProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Notice tone="success" title={title ?? `Clave «${name}» creada`} onDismiss={onDismiss}>
      <p>
        {title ? 'Cópialo ahora y guárdalo en tu CRM' : 'Cópiala ahora y guárdala en tu CRM'}: por seguridad
        no se volverá a mostrar.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid={title ? 'new-webhook-secret' : 'new-api-key'}
          className="block min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 ring-1 ring-emerald-200 select-all"
        >
          {secret}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied ? (title ? 'Copiado' : 'Copiada') : 'Copiar'}
        </Button>
      </div>
    </Notice>
  );
}
