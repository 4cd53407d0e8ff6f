import { formatBbox, parseBbox, parseZone } from '../properties/map-area.ts';

/*
 * The kinds of value a filter takes (a choice, an amount, a room count, a flag, a text, a map area, a drawn
 * zone), each described once: `rule` is what filter-schema.ts builds the API's zod field from, and `read`
 * is the lenient reading of a URL value the screens use. No zod here: the listing and the company page read
 * their address with `read` on their first view, which must not download zod (docs/operations.md "Speed").
 * filter-schema.test.ts checks that `read` accepts exactly what the zod field accepts, with the same value.
 */

/** What the zod field of a filter is built from (filter-schema.ts); messages are the API's 422 texts. */
export type FilterRule =
  | { type: 'choice'; values: readonly string[]; message: string; fallback?: string }
  | { type: 'choices'; values: readonly string[]; message: string }
  | { type: 'amount'; label: string; max: number }
  | { type: 'count'; max: number; message: string }
  | { type: 'flag'; message: string }
  | { type: 'text'; max: number; message: string }
  | { type: 'bbox' }
  | { type: 'zone' };

/** One filter's value: its rule, its URL reading and its URL writing. */
export interface FilterValue<T, R extends FilterRule = FilterRule> {
  readonly rule: R;
  /**
   * The value a URL text stands for, or undefined when the text is blank, means "no filter" ('all', the
   * default, 'false') or is a value the API would refuse: a bad link shows everything, never an error page.
   */
  read(text: string): T | undefined;
  /** The text of a value in a URL (and in the API's query). */
  write(value: T): string;
}

/** A choice among fixed values, with the list at hand for the screens' selects. */
export interface ChoiceValue<T extends string> extends FilterValue<
  T,
  Extract<FilterRule, { type: 'choice' }>
> {
  readonly values: readonly T[];
}

/** Blank text means "not given" everywhere: a cleared field sends `?search=`. */
const isBlank = (text: string) => text.trim() === '';

/**
 * One of `values`. 'all' (the selects' "Todos") and blank mean no filter; `fallback` is the value the API
 * assumes when none is given (the price currency), so the address leaves it out.
 */
export function choice<const T extends string>(
  values: readonly T[],
  message: string,
  options: { fallback?: T } = {},
): ChoiceValue<T> {
  return {
    rule: { type: 'choice', values, message, fallback: options.fallback },
    values,
    read: (text) => (text === options.fallback ? undefined : values.find((value) => value === text)),
    write: (value) => value,
  };
}

/**
 * Several of `values` at once, all required ('Piscina' and 'Ascensor'): written 'pool,elevator', once each
 * and in the list's order whatever the order given, so one choice has one address and one cache key. An
 * unknown value makes the whole text invalid, as the API refuses it.
 */
export function choices<const T extends string>(
  values: readonly T[],
  message: string,
): FilterValue<readonly T[], Extract<FilterRule, { type: 'choices' }>> {
  return {
    rule: { type: 'choices', values, message },
    read: (text) => {
      const given = splitChoices(text);
      if (given.length === 0 || given.some((value) => !values.includes(value as T))) return undefined;
      return values.filter((value) => given.includes(value));
    },
    write: (chosen) => values.filter((value) => chosen.includes(value)).join(','),
  };
}

/** The values of a 'pool,elevator' text, trimmed, blanks dropped. */
export const splitChoices = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** A non-negative number up to `max` (a price, an area), named by `label` in its messages. */
export function amount(
  label: string,
  max: number,
): FilterValue<number, Extract<FilterRule, { type: 'amount' }>> {
  return {
    rule: { type: 'amount', label, max },
    read: (text) => {
      if (isBlank(text)) return undefined;
      // Number() is how the API coerces it: ' 80.5 ' and '1e3' are numbers, '1,5' and '0x' are not.
      const number = Number(text);
      return Number.isFinite(number) && number >= 0 && number <= max ? number : undefined;
    },
    write: String,
  };
}

/** A "1 2 3 4+" chip: a whole number from 1 to `max` (which means "max or more"). */
export function count(
  max: number,
  message: string,
): FilterValue<number, Extract<FilterRule, { type: 'count' }>> {
  return {
    rule: { type: 'count', max, message },
    read: (text) => {
      if (isBlank(text)) return undefined;
      const number = Number(text);
      return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
    },
    write: String,
  };
}

/** A yes-only toggle ('Con fotos'): 'true' filters; 'false' is the same as not filtering. */
export function flag(message: string): FilterValue<true, Extract<FilterRule, { type: 'flag' }>> {
  return {
    rule: { type: 'flag', message },
    read: (text) => (text === 'true' ? true : undefined),
    write: () => 'true',
  };
}

/** A trimmed text of at most `max` characters; a longer one in an address is cut rather than dropped. */
export function text(
  max: number,
  message: string,
): FilterValue<string, Extract<FilterRule, { type: 'text' }>> {
  return {
    rule: { type: 'text', max, message },
    read: (raw) => raw.trim().slice(0, max).trim() || undefined,
    write: (value) => value,
  };
}

/** The visible map area, 'minLng,minLat,maxLng,maxLat', kept in its 5-decimal form (map-area.ts). */
export const mapArea: FilterValue<string, { type: 'bbox' }> = {
  rule: { type: 'bbox' },
  read: (raw) => {
    const bbox = parseBbox(raw);
    return typeof bbox === 'string' ? undefined : formatBbox(bbox);
  },
  write: (value) => value,
};

/** A zone drawn on the map: its corners as an encoded polyline, checked as the API checks it (map-area.ts). */
export const mapZone: FilterValue<string, { type: 'zone' }> = {
  rule: { type: 'zone' },
  read: (raw) => (isBlank(raw) || typeof parseZone(raw) === 'string' ? undefined : raw),
  write: (value) => value,
};
