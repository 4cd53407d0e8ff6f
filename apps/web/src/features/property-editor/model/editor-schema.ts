import { z } from 'zod';
import { propertyCreateFieldsSchema } from '@inmuebles/shared/properties/property-write-schema';
import { ownerMessages } from '@inmuebles/shared/owners/owner-schema';
import { registryMessages } from '@inmuebles/shared/trust/registry-offices';
import type { EditorValues } from './editor-values';
import type { StepIndex } from './editor-steps';
import { offerErrors, type OfferErrors } from './offer-writes';
import { mainOffer } from './offer-values';
import { stepOfIssue } from './step-of-issue';
import { bodyIssues, buildWriteBody, type EditorAudience, type EditorMode } from './write-body';

/*
 * What the wizard checks as the user types: the fields of steps 1 and 2, with the server's own rules and
 * messages (property-write-schema.ts), plus the spec's "price greater than 0" (docs/product/signed-in-area.md §5).
 * Then the whole body as the server will check it (whatever the editor enables must save), so a
 * value the server would refuse anywhere (a detail out of range, a crossing outline) keeps the save
 * disabled and marks the step that holds it.
 */

const fields = propertyCreateFieldsSchema.shape;

const editorMessages = {
  pricePositive: 'El precio debe ser mayor que 0',
  areaRequired: 'El área es requerida',
  companyRequired: 'Elige la empresa de la propiedad',
} as const;

const editorFormSchema = z.object({
  title: fields.title,
  description: fields.description,
  price: fields.price.refine((price) => price > 0, editorMessages.pricePositive),
  // An empty number input is null (docs/product/signed-in-area.md §5), and the server requires the area.
  area_m2: fields.area_m2.nullable().refine((area) => area !== null, editorMessages.areaRequired),
  address_line: fields.address_line,
  region: fields.region,
  province: fields.province,
  district: fields.district,
  postal_code: fields.postal_code.unwrap(),
  registry_office: fields.registry_office.unwrap(),
  registry_number: fields.registry_number.unwrap(),
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

/**
 * The checked fields' messages, the offers' (keyed 'offers.rent.price') and an admin's missing company, the
 * last two in step 1.
 */
export type FieldErrors = Partial<Record<CheckedField, string>> & OfferErrors & { company_id?: string };

type PerStep<T> = [T, T, T, T, T];

export interface EditorValidation {
  /** The first message of each invalid field. */
  errors: FieldErrors;
  /** What the server would refuse that no field above shows, per step (its own messages). */
  problems: PerStep<string[]>;
  /** One entry per step; step 5 is valid when every other one is. */
  stepValid: PerStep<boolean>;
}

/**
 * Checks the values as the wizard and the server would, and tells which steps are valid. An owner's listing
 * ("dueño directo", docs/product/owners.md) requires the partida registral, as `POST /owner/properties` does.
 * `companyRequired`: an admin without a company of their own is creating, and must choose the company.
 */
export function validateEditor(
  values: EditorValues,
  mode: EditorMode = 'create',
  audience: EditorAudience = 'company',
  companyRequired = false,
): EditorValidation {
  const errors: FieldErrors = {};
  if (companyRequired && values.company_id === '') errors.company_id = editorMessages.companyRequired;
  // With an offer the single price is hidden: the offers' own prices are checked instead.
  const hasOffer = mainOffer(values.offers) !== null;
  const result = (hasOffer ? editorFormSchema.omit({ price: true }) : editorFormSchema).safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as CheckedField | undefined;
      if (field && field in fieldSteps && !errors[field]) errors[field] = issue.message;
    }
  }
  // The registry office and number go together (docs/product/trust-and-admin.md); checked here rather than
  // as a refinement of the schema, which would forbid the .omit() above.
  if (!errors.registry_office && !errors.registry_number) {
    const hasOffice = values.registry_office.trim() !== '';
    const hasNumber = values.registry_number.trim() !== '';
    if (hasOffice !== hasNumber)
      errors[hasOffice ? 'registry_number' : 'registry_office'] = registryMessages.together;
    else if (audience === 'owner' && !hasOffice) errors.registry_number = ownerMessages.registryRequired;
  }
  Object.assign(errors, offerErrors(values.offers));
  const problems: PerStep<string[]> = [[], [], [], [], []];
  for (const issue of bodyIssues(buildWriteBody(values, mode), mode)) {
    const field = issue.path[1];
    // A checked field already says it under the input.
    if (issue.path[0] === 'property' && typeof field === 'string' && field in errors) continue;
    // The property's price comes from the main offer, whose own field says what is wrong with it.
    if (hasOffer && issue.path[0] === 'property' && field === 'price') continue;
    const stepProblems = problems[stepOfIssue(issue.path)];
    if (!stepProblems.includes(issue.message)) stepProblems.push(issue.message);
  }
  const isValid = (step: StepIndex) =>
    problems[step].length === 0 &&
    // The offers and the company, not in fieldSteps, are in step 1.
    !Object.keys(errors).some((field) => (fieldSteps[field as CheckedField] ?? 0) === step);
  const valid = [isValid(0), isValid(1), isValid(2), isValid(3)] as const;
  return { errors, problems, stepValid: [...valid, valid.every(Boolean)] };
}

/** Every step is valid: what the editor sends, the server accepts. */
export function canSave(validation: EditorValidation): boolean {
  return validation.stepValid[4];
}
