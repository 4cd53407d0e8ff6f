import { parseDatabaseId } from '@inmuebles/shared/ids/database-id';
import { adminNoteBodySchema, adminReasonBodySchema } from '@inmuebles/shared/trust/admin-schema';
import { z } from 'zod';
import type { User } from '../../../platform/db/schema/index.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { apiErrorSchema, bearer } from '../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';

/*
 * What every console route declares alike (tags, security, errors, the path id, the audit note), kept in
 * one place so the companies, properties and users files differ only in what they act on.
 */

const tags = ['Consola de administración'];
const errors = { 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;
export const idParams = z.object({ id: z.string() });

/** A path id: digits only, else 404 like an unknown one. */
export function pathId(raw: string): number {
  const id = parseDatabaseId(raw);
  if (id === null) throw notFound();
  return id;
}

/** The OpenAPI schema of a console route: its summary, its 200 answer and what it reads. */
export function adminSchema<
  R extends z.ZodType,
  P extends { querystring?: z.ZodType; params?: z.ZodType; body?: z.ZodType } = object,
>(summary: string, response: R, parts: P = {} as P) {
  return { schema: { tags, security: bearer, summary, ...parts, response: { 200: response, ...errors } } };
}

/**
 * POST `/<resource>/:id/<action>` for each action: the body is a note for the audit log, required where
 * the action says so (a suspension, a hidden property), and `act` answers with the row as it now is.
 */
export function adminActionRoutes<A extends string>(
  app: AppInstance,
  resource: string,
  response: z.ZodType,
  actions: ReadonlyArray<{ action: A; summary: string; reasonRequired?: boolean }>,
  act: (admin: User, id: number, action: A, reason: string | null) => Promise<object>,
) {
  for (const { action, summary, reasonRequired } of actions) {
    app.post(
      `/${resource}/:id/${action}`,
      adminSchema(summary, response, {
        params: idParams,
        body: reasonRequired ? adminReasonBodySchema : adminNoteBodySchema,
      }),
      async (request) => {
        const body = request.body as { reason?: string } | undefined;
        return act(currentUser(request), pathId(request.params.id), action, body?.reason ?? null);
      },
    );
  }
}
