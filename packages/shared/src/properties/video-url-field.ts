import { z } from 'zod';
import { parseVideoUrl } from './video-url.ts';

/**
 * A video link as a property or a project takes it: YouTube or Vimeo only (video-url.ts); '' or null clears
 * it; anything else is refused with `message`.
 */
export function videoUrlField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === '') return null;
      if (!parseVideoUrl(value)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}
