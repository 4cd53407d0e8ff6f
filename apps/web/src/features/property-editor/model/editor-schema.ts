import { z } from 'zod';
import { propertyCreateFieldsSchema } from '@inmuebles/shared/properties/property-write-schema';
import { registryMessages } from '@inmuebles/shared/trust/registry-offices';
import type { EditorValues } from './editor-values';
import type { StepIndex } from './editor-steps';

/*
 * What the wizard checks as the user types: the fields of steps 1 and 2, with the server's own rules and
 * messages (property-write-schema.ts), plus the spec's "price greater than 0" (docs/product/signed-in-area.md §5). The other fields
 * are choices from closed lists or belong to steps 3 and 4, which are always valid; the server has the
 * last word on them.
 */

const fields = propertyCreateFieldsSchema.shape;

export const editorMessages = {
  pricePositive: 'El precio debe ser mayor que 0',
} as const;

export const editorFormSchema = z.object({
  title: fields.title,
  description: fields.description,
  price: fields.price.refine((price) => price > 0, editorMessages.pricePositive),
  // docs/product/signed-in-area.md §5: an empty number input is null; the server asks for the area when the property is saved.
  area_m2: fields.area_m2.nullable(),
  address_line: fields.address_line,
  region: fields.region,
  province: fields.province,
  district: fields.district,
  postal_code: fields.postal_code.unwrap(),
  registry_office: fields.registry_office.unwrap(),
  registry_number: fields.registry_number.unwrap(),
}).superRefine((values, ctx) => {
  // The office and the number go together (the server's rule, docs/product/trust-and-admin.md).
  const office = values.registry_office ?? '';
  const number = values.registry_number ?? '';
  if ((office === '') !== (number === '')) {
    const path = office === '' ? 'registry_office' : 'registry_number';
    ctx.addIssue({ code: 'custom', message: registryMessages.together, path: [path] });
  }
});

type CheckedField = keyof z.input<typeof editorFormSchema>;

/** The step each checked field lives in. */
const fieldSteps: Record<CheckedField, StepIndex> = {
  title: 0,
  description: 0,
  price: 0,
  area_m2: 0,
  address_line: 1,
  region: 1,
  province: 1,
  district: 1,
  postal_code: 1,
  registry_office: 0,
  registry_number: 0,
};

export type FieldErrors = Partial<Record<CheckedField, string>>;

export interface EditorValidation {
  /** The first message of each invalid field. */
  errors: FieldErrors;
  /** One entry per step; steps 3 and 4 are always valid, step 5 when 1 and 2 are (docs/product/signed-in-area.md §5). */
  stepValid: [boolean, boolean, boolean, boolean, boolean];
}

/** Checks the values of steps 1 and 2 and tells which steps are valid. */
export function validateEditor(values: EditorValues): EditorValidation {
  const result = editorFormSchema.safeParse(values);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as CheckedField | undefined;
      if (field && field in fieldSteps && !errors[field]) errors[field] = issue.message;
    }
  }
  const stepHasError = (step: StepIndex) =>
    Object.keys(errors).some((field) => fieldSteps[field as CheckedField] === step);
  const basicValid = !stepHasError(0);
  const locationValid = !stepHasError(1);
  return { errors, stepValid: [basicValid, locationValid, true, true, basicValid && locationValid] };
}

/** Steps 1 and 2 are valid: the property can be saved (docs/product/signed-in-area.md §5). */
export function canSave(validation: EditorValidation): boolean {
  return validation.stepValid[0] && validation.stepValid[1];
}
