import {
  COMPANY_IMAGE_MAX_BYTES,
  companyManagementMessages,
} from '@inmuebles/shared/companies/management-schema';

/**
 * The client's checks of a chosen logo or banner (docs/product/signed-in-area.md §5), before anything is sent: an image type and at
 * most 5 MB. SVG counts as "not an image" here because the server refuses it too. Returns the message to
 * show, or null when the file may be uploaded. The server checks the bytes again.
 */
export function checkCompanyImage(file: File): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
    return companyManagementMessages.notAnImage;
  if (file.size > COMPANY_IMAGE_MAX_BYTES) return companyManagementMessages.fileTooLarge;
  return null;
}
