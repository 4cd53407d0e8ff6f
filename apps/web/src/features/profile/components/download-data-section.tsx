import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { isApiError } from '@/lib/api-error';
import { exportMyData } from '../api/me-api';
import { downloadJson } from '../utils/download-json';

/** The name the server also suggests (its Content-Disposition), so both ways give the same file. */
const exportFileName = 'mis-datos-inmoperu.json';

/** "Descargar mis datos": GET /me/export saved as a JSON file (docs/product/searcher-accounts.md §5). */
export function DownloadDataSection() {
  const [isDownloading, setIsDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    setIsDownloading(true);
    try {
      downloadJson(await exportMyData(), exportFileName);
    } catch (failure) {
      setError(
        isApiError(failure) ? failure.message : 'No se pudieron descargar tus datos. Intenta de nuevo.',
      );
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-base font-semibold text-slate-900">Descargar mis datos</h3>
        <p className="mt-1 text-sm text-slate-600">
          Un archivo JSON con tu cuenta, tus favoritos, tus búsquedas guardadas y las consultas que enviaste.
        </p>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button variant="secondary" onClick={() => void download()} isLoading={isDownloading}>
        {isDownloading ? 'Preparando...' : 'Descargar mis datos'}
      </Button>
    </div>
  );
}
