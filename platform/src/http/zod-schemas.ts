import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object';

/**
 * Routes declare their parts with zod schemas, and Fastify validates and serializes with them
 * (fastify-type-provider-zod). Two rules of ours wrap the body's validation: a missing body counts as an empty
 * object, so that each missing field gets its own message from the schema, and a body that is an array, a string
 * or a number gets one clear message instead of a type complaint.
 */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler((route: FastifyRouteSchemaDef<FastifySchema>) => {
    // Every schema of a route is a zod schema here.
    const validate = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
    if (route.httpPart !== 'body') return validate;
    return (body: unknown) => {
      if (body === undefined || body === null) return validate({});
      if (typeof body !== 'object' || Array.isArray(body)) return { error: new Error(BODY_NOT_AN_OBJECT) };
      return validate(body);
    };
  });
  app.setSerializerCompiler(serializerCompiler);
}
