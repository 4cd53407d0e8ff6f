import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The API's layers (docs/architecture.md, "Layout"): the platform imports no feature, a feature reaches another
 * only through its public.ts (both enforced by ESLint, proven here on sample files), and no module imports
 * itself back through others (an import cycle runs code before what it needs exists).
 */

const repo = path.resolve(import.meta.dirname, '../../..');
const src = path.join(repo, 'apps/api/src');

async function lintErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repo });
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('the API layers, as ESLint enforces them', () => {
  it("refuses a feature importing another feature's inner file", async () => {
    const errors = await lintErrors(
      'features/companies/probe.ts',
      "import { canViewProperty } from '../properties/visibility.ts';\nexport const probe = canViewProperty;\n",
    );
    expect(errors).toEqual([expect.stringContaining("only through that feature's public.ts")]);
  });

  it("accepts a feature importing another feature's public.ts, and its own files", async () => {
    const errors = await lintErrors(
      'features/companies/probe.ts',
      "import { listPublicProperties } from '../properties/public.ts';\nimport { shorten } from './company-page-meta.ts';\nexport const probe = [listPublicProperties, shorten];\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses the platform importing a feature, even its public.ts', async () => {
    const errors = await lintErrors(
      'platform/db/probe.ts',
      "import { presentCompany } from '../../features/companies/public.ts';\nexport const probe = presentCompany;\n",
    );
    expect(errors).toEqual([expect.stringContaining('The platform imports no feature')]);
  });

  it('refuses a feature importing what composes the app', async () => {
    const errors = await lintErrors(
      'features/landing/probe.ts',
      "import { buildApp } from '../../app.ts';\nexport const probe = buildApp;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features do not import what composes the app')]);
  });
});

/** The API's modules other than tests, each with the modules it imports at run time (type-only imports vanish). */
function runtimeImports(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(full);
    }
  };
  walk(src);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const targets: string[] = [];
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        const named = clause?.namedBindings;
        const onlyTypes =
          clause?.isTypeOnly ||
          (clause &&
            !clause.name &&
            named &&
            ts.isNamedImports(named) &&
            named.elements.every((e) => e.isTypeOnly));
        if (!onlyTypes) specifier = statement.moduleSpecifier;
      } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
        specifier = statement.moduleSpecifier;
      }
      if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
        targets.push(path.resolve(path.dirname(file), specifier.text));
      }
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected groups of more than one module (Tarjan): each is an import cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(path.relative(src, member));
      } while (member !== node);
      if (group.length > 1) found.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the API modules', () => {
  it('import one another without cycles', () => {
    const graph = runtimeImports();
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });

  it('a cycle would be found', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph).map((group) => group.length)).toEqual([3]);
  });
});
