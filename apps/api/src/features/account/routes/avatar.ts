import { avatarResponseSchema, profileMessages } from '@inmuebles/shared/users/profile-schemas';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { AppError, fileTooLarge, unprocessable } from '../../../platform/http/errors.ts';
import { isMultipartLimit } from '../../../platform/http/multipart-body.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { removeAvatar, replaceAvatar } from '../avatar.ts';
import { presentProfile } from '../present-profile.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { bearer, profileTags } from './http.ts';

/** The bytes of the multipart field `avatar` (size capped by the multipart limits of this scope). */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw unprocessable([profileMessages.avatarRequired], profileMessages.avatarRequired);
  let buffer: Buffer;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'avatar') {
      throw unprocessable([profileMessages.avatarRequired], profileMessages.avatarRequired);
    }
    buffer = await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isMultipartLimit(err)) throw fileTooLarge(profileMessages.avatarTooLarge);
    throw err;
  }
  if (buffer.length === 0)
    throw unprocessable([profileMessages.avatarRequired], profileMessages.avatarRequired);
  return buffer;
}

const errorResponses = { 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema };

/** POST /me/avatar (multipart `avatar`) and DELETE /me/avatar: answer `{ user }`. */
export async function avatarRoutes(app: AppInstance) {
  app.post(
    '/avatar',
    {
      schema: {
        tags: profileTags,
        summary: 'Subir foto de perfil (multipart, campo avatar; JPEG, PNG, WebP o GIF; máximo 5MB)',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: { 200: avatarResponseSchema, ...errorResponses },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const upload = await readAvatarUpload(request);
      const user = await replaceAvatar(app, currentUser(request), upload);
      return { user: (await presentProfile(app, user)).user };
    },
  );

  app.delete(
    '/avatar',
    {
      schema: {
        tags: profileTags,
        summary: 'Quitar la foto de perfil',
        security: bearer,
        response: { 200: avatarResponseSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = await removeAvatar(app, currentUser(request));
      return { user: (await presentProfile(app, user)).user };
    },
  );
}
