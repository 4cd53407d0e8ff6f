import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint boundary between web features (eslint.config.js), checked on code a developer could write:
 * a feature reaching into another one, lazily or not, must fail `npm run lint`.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src/features', file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('feature boundary', () => {
  it('refuses a lazy import of another feature, by alias or by relative path', async () => {
    expect(
      await boundaryMessages(
        'dashboard/components/a.ts',
        "export const m = () => import('@/features/companies/routes/company-page');\n",
      ),
    ).toEqual(['Features do not import each other, not even lazily.']);
    expect(
      await boundaryMessages(
        'dashboard/components/a.ts',
        "export const m = () => import('../../companies/utils/scroll');\n",
      ),
    ).toEqual(['Features do not import each other, not even lazily; use @/components or @/lib.']);
  });

  it('refuses a lazy import of the app layer', async () => {
    expect(
      await boundaryMessages('dashboard/components/a.ts', "export const m = () => import('@/app/routes');\n"),
    ).toEqual(['Features do not import the app layer, not even lazily.']);
  });

  it('still refuses the static import, and allows the own feature and shared code', async () => {
    expect(
      await boundaryMessages(
        'dashboard/components/a.ts',
        "export { CompanyPage } from '@/features/companies/routes/company-page';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'dashboard/components/a.ts',
        "export const m = () => import('@/features/dashboard/routes/dashboard-page');\nexport const c = () => import('@/components/pagination');\n",
      ),
    ).toEqual([]);
  });

  it('lets route modules compose other features lazily', async () => {
    expect(
      await boundaryMessages(
        'property-detail/routes/a.ts',
        "export const m = () => import('@/features/maps/components/property-map');\n",
      ),
    ).toEqual([]);
  });
});
