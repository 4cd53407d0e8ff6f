import type { TemplateType } from '@inmuebles/shared/companies/company-look';

/** The look a shared part takes: the template it sits in. */
export type Tone = TemplateType;

/** Class names of a part, one set per template. */
export type ToneStyles<Slots extends string> = Record<Tone, Record<Slots, string>>;
