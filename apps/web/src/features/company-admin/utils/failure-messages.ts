import { isApiError } from '@/lib/api-error';
import { companyManagementMessages } from '@inmuebles/shared/companies/management-schema';

/** The details of a failure: the server's `errors`, else its message. */
export function failureDetails(error: unknown): string[] {
  if (isApiError(error)) return error.errors.length > 0 ? error.errors : [error.message];
  return error instanceof Error && error.message ? [error.message] : [];
}

/** docs/product/signed-in-area.md §8: 'Error al guardar la configuración visual: ' plus the server errors joined by ', ' or the message. */
export function configurationSaveFailure(error: unknown): string {
  return `${companyManagementMessages.configSaveFailed}${failureDetails(error).join(', ')}`;
}

/** docs/product/signed-in-area.md §8: 'Error al aplicar el preset: ' plus the server's error or message. */
export function presetFailure(error: unknown): string {
  return `${companyManagementMessages.presetFailed}${failureDetails(error).join(', ')}`;
}
