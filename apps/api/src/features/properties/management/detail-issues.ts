import type { DetailParseResult } from '@inmuebles/shared/properties/property-detail-input';

type Issues = Extract<DetailParseResult, { success: false }>['issues'];

/** The detail's problems as the `errors` lines of a 422, with the path the schema validation would give. */
export function detailIssues(issues: Issues): string[] {
  return issues.map(
    ({ message, path }) => ['property_detail', ...path.map(String)].join('.') + `: ${message}`,
  );
}
