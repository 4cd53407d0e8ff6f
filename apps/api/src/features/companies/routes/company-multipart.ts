import type { FastifyRequest } from 'fastify';
import {
  COMPANY_IMAGE_MAX_BYTES,
  companyManagementMessages,
} from '@inmuebles/shared/companies/management-schema';
import type { CompanyImageKind, CompanyImageUploads } from '../management/company-images.ts';
import { AppError, fileTooLarge, unprocessable } from '../../../platform/http/errors.ts';
import { isMultipartLimit } from '../../../platform/http/multipart-body.ts';

/*
 * Multipart bodies of the company routes: the PATCH form (text fields, `social_links[facebook]`…, files
 * `logo` and `cover`) and the single-image uploads. Files are read into memory, at most 5 MB each (the
 * multipart limits of this scope), and checked from their bytes later by the media module.
 */

/** The limits registered for @fastify/multipart in this scope. */
export const companyMultipartLimits = {
  fileSize: COMPANY_IMAGE_MAX_BYTES,
  files: 2,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 24,
} as const;

export interface CompanyMultipart {
  /** Text fields, `social_links[x]` gathered into `social_links`; validated by the JSON body's schema. */
  fields: Record<string, unknown>;
  files: CompanyImageUploads;
}

const SOCIAL_FIELD = /^social_links\[([a-z_]+)\]$/;

const tooLarge = () => fileTooLarge(companyManagementMessages.fileTooLarge);

/** Reads every part; a file field other than `accepted` is refused like an unknown JSON key. */
export async function readCompanyMultipart(
  request: FastifyRequest,
  accepted: readonly CompanyImageKind[],
): Promise<CompanyMultipart> {
  const fields: Record<string, unknown> = {};
  const social: Record<string, string> = {};
  const files: CompanyImageUploads = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!(accepted as readonly string[]).includes(part.fieldname)) {
          throw unprocessable([`Campo no permitido: ${part.fieldname}`]);
        }
        // A browser sends an empty part for a file input left empty: that is "no new image".
        if (data.length > 0) files[part.fieldname as CompanyImageKind] = data;
        continue;
      }
      if (part.valueTruncated) throw tooLarge();
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const network = SOCIAL_FIELD.exec(part.fieldname)?.[1];
      if (network) social[network] = value;
      else fields[part.fieldname] = value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Every limit of this scope (file size, file, field and part counts) answers the same 413.
    if (isMultipartLimit(err)) throw tooLarge();
    throw err;
  }
  if (Object.keys(social).length > 0) fields.social_links = social;
  return { fields, files };
}

/** The one image of `POST /companies/{id}/logo` (or cover): 422 'Selecciona una imagen' without it. */
export async function readSingleImage(request: FastifyRequest, kind: CompanyImageKind): Promise<Buffer> {
  const missing = () =>
    unprocessable([companyManagementMessages.imageRequired], companyManagementMessages.imageRequired);
  if (!request.isMultipart()) throw missing();
  const { files } = await readCompanyMultipart(request, [kind]);
  const image = files[kind];
  if (!image) throw missing();
  return image;
}
