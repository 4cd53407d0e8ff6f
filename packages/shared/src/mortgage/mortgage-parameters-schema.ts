import { z } from 'zod';
import { isRealDate } from '../exchange-rates/exchange-rate-schema.ts';
import { strictFields } from '../properties/strict-fields.ts';
import { bandIssues } from './mivivienda.ts';
import { MortgageLimits } from './simulator-input.ts';

/*
 * What the admin keeps for the mortgage simulator (docs/product/price-and-mortgage.md §2-3): the reference
 * TEA with its date and source, the two insurances' defaults, and each year's MiVivienda bands with the
 * decree that set them. `GET /mortgage_parameters` is public (the simulator's prefill); the writes are the
 * admin console's.
 */

const percent = (label: string) =>
  z
    .number({ error: `${label} debe ser un número entre 0% y ${MortgageLimits.maxRatePercent}%` })
    .min(0, `${label} debe estar entre 0% y ${MortgageLimits.maxRatePercent}%`)
    .max(MortgageLimits.maxRatePercent, `${label} debe estar entre 0% y ${MortgageLimits.maxRatePercent}%`);

const soles = (label: string) =>
  z
    .number({ error: `${label} debe ser un monto en soles` })
    .min(0, `${label} no puede ser negativo`)
    .max(100_000_000, `${label} es demasiado alto`);

/** `PUT /admin/mortgage_parameters`. The date is also refused after today in Peru, by the server's clock. */
export const mortgageParametersWriteSchema = strictFields(
  {
    tea_percent: percent('La TEA de referencia'),
    rate_date: z
      .string({ error: 'La fecha de la tasa debe ser una fecha válida (AAAA-MM-DD)' })
      .refine(isRealDate, 'La fecha de la tasa debe ser una fecha válida (AAAA-MM-DD)'),
    rate_source: z
      .string({ error: 'Indica la fuente de la tasa' })
      .trim()
      .min(2, 'Indica la fuente de la tasa')
      .max(200, 'La fuente admite hasta 200 caracteres'),
    desgravamen_monthly_percent: percent('El seguro de desgravamen'),
    property_insurance_yearly_percent: percent('El seguro del inmueble'),
  },
  'Faltan los parámetros del crédito',
);
export type MortgageParametersWrite = z.infer<typeof mortgageParametersWriteSchema>;

export const miviviendaBandSchema = strictFields({
  price_from: soles('El precio mínimo del tramo'),
  price_to: soles('El precio máximo del tramo'),
  bono: soles('El Bono del Buen Pagador'),
});

/** `PUT /admin/mivivienda_years/{year}`: the year's bands, lowest first, with their decree. */
export const miviviendaYearWriteSchema = strictFields(
  {
    decree: z
      .string({ error: 'Indica el decreto que fija los montos' })
      .trim()
      .min(3, 'Indica el decreto que fija los montos')
      .max(200, 'El decreto admite hasta 200 caracteres'),
    /** Bono Verde (BBP Sostenible): added to the bono for a certified sustainable home; null when not set. */
    bono_verde: soles('El Bono Verde').nullable(),
    bands: z
      .array(miviviendaBandSchema, { error: 'Indica los tramos de precio' })
      .min(1, 'Indica al menos un tramo de precio')
      .max(10, 'Se admiten hasta 10 tramos'),
  },
  'Faltan los datos del año',
).superRefine((value, ctx) => {
  for (const issue of bandIssues(value.bands)) ctx.addIssue({ code: 'custom', ...issue });
});
export type MiViviendaYearWrite = z.infer<typeof miviviendaYearWriteSchema>;

export const miviviendaYearParamsSchema = z.object({
  year: z.coerce
    .number({ error: 'El año debe estar entre 2000 y 2100' })
    .int('El año debe estar entre 2000 y 2100')
    .min(2000, 'El año debe estar entre 2000 y 2100')
    .max(2100, 'El año debe estar entre 2000 y 2100'),
});

export const miviviendaYearSchema = z.object({
  year: z.number().int(),
  decree: z.string(),
  bono_verde: z.number().nullable(),
  bands: z.array(z.object({ price_from: z.number(), price_to: z.number(), bono: z.number() })),
  /** Still the values loaded with the product: the console asks to check them against the latest decree. */
  to_verify: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type MiViviendaYear = z.infer<typeof miviviendaYearSchema>;

/** The simulator's prefill and the programme in force (the latest year not after this one). */
export const mortgageParametersSchema = z.object({
  tea_percent: z.number(),
  rate_date: z.iso.date(),
  rate_source: z.string(),
  desgravamen_monthly_percent: z.number(),
  property_insurance_yearly_percent: z.number(),
  mivivienda: miviviendaYearSchema.nullable(),
});
export type MortgageParameters = z.infer<typeof mortgageParametersSchema>;

export const mortgageParametersResponseSchema = z.object({ mortgage_parameters: mortgageParametersSchema });
export const miviviendaYearsResponseSchema = z.object({ years: z.array(miviviendaYearSchema) });
export const miviviendaYearResponseSchema = z.object({ year: miviviendaYearSchema });
