import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../platform/db/client.ts';
import type { Company } from '../../../platform/db/schema/index.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';

/*
 * Helpers for the company management API tests (not a test file itself).
 */

export { pngImage } from '../../account/routes/test-support.ts';

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body built by hand, as a browser's FormData sends it (text fields and files). */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----inmoperu${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file (hidden temporary ones included) under a company's storage folder. */
export function companyFiles(uploadsDir: string, companyId: number): string[] {
  const root = path.join(uploadsDir, 'companies', String(companyId));
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

export interface RoleSet {
  company: Company;
  otherCompany: Company;
  /** company_admin of `company`. */
  owner: string;
  /** agent of `company`. */
  agent: string;
  /** company_admin of `otherCompany`. */
  stranger: string;
  /** platform admin (no company). */
  admin: string;
}

/** A company with its company_admin and agent, another company's admin, and a platform admin (tokens). */
export async function createRoleSet(db: Database): Promise<RoleSet> {
  const company = await createCompany(db);
  const otherCompany = await createCompany(db);
  const [owner, agent, stranger, admin] = await Promise.all([
    createSignedInUser(db, { role: 'company_admin', companyId: company.id }),
    createSignedInUser(db, { role: 'agent', companyId: company.id }),
    createSignedInUser(db, { role: 'company_admin', companyId: otherCompany.id }),
    createSignedInUser(db, { role: 'admin' }),
  ]);
  return {
    company,
    otherCompany,
    owner: owner.token,
    agent: agent.token,
    stranger: stranger.token,
    admin: admin.token,
  };
}
