import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { markRepeatedAnswer } from './compressed-copies.ts';

/*
 * An answer serialised once and sent many times (the guest answer cache, platform/http/guest-answer-cache.ts): the
 * same check and the same JSON as the routes' serializer (fastify-type-provider-zod parses the answer with
 * the route's response schema, then stringifies the result), done when the answer is loaded instead of on
 * every request. Fastify sends a string whose content type is JSON as it is.
 */

export function serializeAnswer<S extends z.ZodType>(schema: S, answer: z.input<S>): string {
  return JSON.stringify(schema.parse(answer));
}

export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  // The same string goes to every guest for a while: compressed once, not on each request.
  markRepeatedAnswer(reply);
  return reply.type('application/json; charset=utf-8').send(json);
}
