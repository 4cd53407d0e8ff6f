import type { ImportRowOutcomeName } from '@inmuebles/shared/imports/import-run-schema';

/** Query keys of the import screens; everything starts with 'imports'. */
export const importKeys = {
  all: ['imports'] as const,
  history: () => [...importKeys.all, 'history'] as const,
  feed: () => [...importKeys.all, 'feed'] as const,
  run: (id: number) => [...importKeys.all, 'run', id] as const,
  rows: (id: number, page: number, outcome: ImportRowOutcomeName | undefined) =>
    [...importKeys.all, 'run', id, 'rows', page, outcome ?? 'all'] as const,
};
