import { createHash } from 'node:crypto';
import type { ImportPlan } from '@inmuebles/shared/imports/validate-import-row';

/**
 * The hash of what a row writes. The same row imported again hashes the same (the plan's keys come out of
 * the schemas in a fixed order), so "Sin cambios" is one comparison with the hash stored on the property.
 */
export function planFingerprint(plan: ImportPlan): string {
  return createHash('sha256').update(JSON.stringify(plan)).digest('base64url');
}
