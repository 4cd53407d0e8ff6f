import type { FileStorage } from '../storage/storage.ts';
import { FaultError } from './fault-error.ts';
import type { Incident } from './incident.ts';

const STORAGE_FULL_MESSAGE = 'No hay espacio para guardar el archivo. Inténtalo más tarde.';

/**
 * The disk is full, over quota, mounted read-only, or its folder is not writable by the server: no write can
 * succeed until an operator acts. Only writes are judged by these codes (reportStorageFaults).
 */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_FULL_CODES.has(code);
}

/** 507 Insufficient Storage, whatever the upload; the incident has logged it. */
const storageFull = () => new FaultError(507, 'storage_full', STORAGE_FULL_MESSAGE, 60);

/**
 * Wraps a storage so that a full or read-only disk answers 507 with a Spanish message instead of a 500, and
 * is logged once per incident: the first refused write starts it, the next successful write ends it. The
 * backend's own contract (nothing left behind by a failed write) is unchanged.
 */
export function reportStorageFaults<S extends FileStorage>(storage: S, incident: Incident): S {
  const watch = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      const result = await write();
      incident.recovered();
      return result;
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      incident.failed(error);
      throw storageFull();
    }
  };
  return {
    ...storage,
    put: (key, data) => watch(() => storage.put(key, data)),
    putStream: (key, stream, opts) => watch(() => storage.putStream(key, stream, opts)),
    copy: (fromKey, toKey) => watch(() => storage.copy(fromKey, toKey)),
  };
}
