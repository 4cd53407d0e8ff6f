/**
 * One-off generator of packages/shared/src/ubigeo/ubigeo.json, the INEI ubigeo catalogue the app ships with.
 *
 *   npx tsx apps/api/scripts/build-ubigeo.ts
 *
 * The npm package `peru-ubigeo` has correct codes but is incomplete (1,867 districts) and loses many accents,
 * so every correction is an explicit, reviewable table (ubigeo-corrections.ts). The script refuses to write anything if a
 * table entry no longer matches its source (e.g. the package was updated), so the output stays reproducible.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ACCENT_FIXES, ADDED_DISTRICTS, CASING_FIXES, EXPECTED, RENAMES } from './ubigeo-corrections.ts';

const OUTPUT = fileURLToPath(new URL('../../../packages/shared/src/ubigeo/ubigeo.json', import.meta.url));

const sourceDistrict = z.object({ id: z.string(), name: z.string() });
const sourceProvince = z.object({ id: z.string(), name: z.string(), childrens: z.array(sourceDistrict) });
const sourceDepartment = z.object({ id: z.string(), name: z.string(), childrens: z.array(sourceProvince) });
const sourceCatalogue = z.array(sourceDepartment);

interface Entry {
  code: string;
  name: string;
}
interface ProvinceEntry extends Entry {
  districts: Entry[];
}
interface DepartmentEntry extends Entry {
  provinces: ProvinceEntry[];
}

/** Same rule as the catalogue's normalizePlaceName, kept local so the generator does not need its output. */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

function fail(message: string): never {
  throw new Error(`build-ubigeo: ${message}`);
}

function loadSource(): DepartmentEntry[] {
  const require = createRequire(import.meta.url);
  const raw: unknown = JSON.parse(readFileSync(require.resolve('peru-ubigeo/lib/ubigeo.json'), 'utf8'));
  return sourceCatalogue.parse(raw).map((d) => ({
    code: d.id,
    name: d.name,
    provinces: d.childrens.map((p) => ({
      code: p.id,
      name: p.name,
      districts: p.childrens.map((x) => ({ code: x.id, name: x.name })),
    })),
  }));
}

function indexByCode(departments: DepartmentEntry[]): Map<string, Entry> {
  const byCode = new Map<string, Entry>();
  for (const d of departments) {
    byCode.set(d.code, d);
    for (const p of d.provinces) {
      byCode.set(p.code, p);
      for (const x of p.districts) byCode.set(x.code, x);
    }
  }
  return byCode;
}

function addDistricts(departments: DepartmentEntry[]): void {
  const provinces = new Map(departments.flatMap((d) => d.provinces.map((p) => [p.code, p] as const)));
  for (const [code, name] of ADDED_DISTRICTS) {
    const province = provinces.get(code.slice(0, 4)) ?? fail(`no province for added district ${code}`);
    if (province.districts.some((x) => x.code === code)) fail(`added district ${code} already exists`);
    province.districts.push({ code, name });
  }
}

/** Applies one correction table; `check` says whether the old name may become the new one. */
function applyFixes(
  byCode: Map<string, Entry>,
  table: Readonly<Record<string, string>>,
  label: string,
  check: (from: string, to: string) => boolean,
): number {
  for (const [code, to] of Object.entries(table)) {
    const entry = byCode.get(code) ?? fail(`${label}: unknown code ${code}`);
    if (entry.name === to) fail(`${label}: ${code} is already '${to}' (stale entry)`);
    if (!check(entry.name, to)) fail(`${label}: ${code} '${entry.name}' → '${to}' changes more than allowed`);
    entry.name = to;
  }
  return Object.keys(table).length;
}

function validate(departments: DepartmentEntry[]): void {
  const seen = new Set<string>();
  const unique = (code: string) => {
    if (seen.has(code)) fail(`duplicate code ${code}`);
    seen.add(code);
  };
  // Letters (any accent), spaces, hyphens and the parentheses of 'Quisqui (Kichki)'; no grave accents.
  const wellFormed = (name: string) =>
    /^[\p{L} ()-]+$/u.test(name) && !/\u0300/.test(name.normalize('NFD')) && name === name.normalize('NFC');
  let provinces = 0;
  let districts = 0;
  for (const d of departments) {
    if (!/^\d{2}$/.test(d.code) || !wellFormed(d.name)) fail(`bad department ${d.code} '${d.name}'`);
    unique(d.code);
    for (const p of d.provinces) {
      if (!/^\d{4}$/.test(p.code) || !p.code.startsWith(d.code) || !wellFormed(p.name))
        fail(`bad province ${p.code} '${p.name}'`);
      unique(p.code);
      provinces += 1;
      if (p.districts.length === 0) fail(`province ${p.code} has no districts`);
      for (const x of p.districts) {
        if (!/^\d{6}$/.test(x.code) || !x.code.startsWith(p.code) || !wellFormed(x.name))
          fail(`bad district ${x.code} '${x.name}'`);
        unique(x.code);
        districts += 1;
      }
    }
  }
  const counts = { departments: departments.length, provinces, districts };
  if (JSON.stringify(counts) !== JSON.stringify(EXPECTED)) fail(`counts ${JSON.stringify(counts)}`);
}

const byCodeOrder = (a: Entry, b: Entry) => a.code.localeCompare(b.code);

/** Compact JSON, one province per line so a corrected name shows up as a one-line diff. */
function serialize(departments: DepartmentEntry[]): string {
  const pair = (e: Entry) => `${JSON.stringify(e.code)},${JSON.stringify(e.name)}`;
  const departmentBlocks = departments.map((d) => {
    const provinceLines = d.provinces.map(
      (p) => `[${pair(p)},[${p.districts.map((x) => `[${pair(x)}]`).join(',')}]]`,
    );
    return `[${pair(d)},[\n${provinceLines.join(',\n')}\n]]`;
  });
  return `[\n${departmentBlocks.join(',\n')}\n]\n`;
}

function main(): void {
  const departments = loadSource();
  addDistricts(departments);
  const byCode = indexByCode(departments);
  for (const [code, { from, to }] of Object.entries(RENAMES)) {
    const entry = byCode.get(code) ?? fail(`rename: unknown code ${code}`);
    if (entry.name !== from) fail(`rename: ${code} is '${entry.name}', expected '${from}'`);
    entry.name = to;
  }
  const accents = applyFixes(byCode, ACCENT_FIXES, 'accents', (from, to) => fold(from) === fold(to));
  const casing = applyFixes(
    byCode,
    CASING_FIXES,
    'casing',
    (from, to) => from.toLowerCase() === to.toLowerCase(),
  );

  departments.sort(byCodeOrder);
  for (const d of departments) {
    d.provinces.sort(byCodeOrder);
    for (const p of d.provinces) p.districts.sort(byCodeOrder);
  }
  validate(departments);

  const json = serialize(departments);
  JSON.parse(json); // the hand-written serializer must still produce valid JSON
  writeFileSync(OUTPUT, json);
  console.info(
    `ubigeo.json: ${EXPECTED.departments} departments, ${EXPECTED.provinces} provinces, ${EXPECTED.districts} districts; ` +
      `${ADDED_DISTRICTS.length} added, ${Object.keys(RENAMES).length} renamed, ${accents} accent fixes, ${casing} casing fixes`,
  );
}

main();
