import { z } from 'zod';

/**
 * A strict object whose unknown keys are reported in Spanish by name; `missing` is the message when the value
 * is not an object at all.
 */
export function strictFields<T extends z.ZodRawShape>(shape: T, missing?: string) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Campo no permitido: ${issue.keys.join(', ')}`;
      return issue.code === 'invalid_type' ? missing : undefined;
    },
  });
}
