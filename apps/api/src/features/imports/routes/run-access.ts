import { importFileMessages } from '@inmuebles/shared/imports/import-limits';
import { z } from 'zod';
import type { Database } from '../../../platform/db/client.ts';
import type { User } from '../../../platform/db/schema/index.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { canImportFor } from '../authorization.ts';
import { findRun, type RunWithStarter } from '../runs/runs-repository.ts';

/** `{id}` of a run: any text, a malformed or foreign id is the same 404 as a missing one. */
export const runParams = z.object({ id: z.string().describe('Id numérico de la importación') });

/** The run this user may see, or the 404 of a missing one (another company's run included). */
export async function loadRun(db: Database, user: User, idText: string): Promise<RunWithStarter> {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : undefined;
  const found = id === undefined ? undefined : await findRun(db, id);
  if (!found || !canImportFor(user, found.run.companyId)) throw notFound(importFileMessages.notFound);
  return found;
}
