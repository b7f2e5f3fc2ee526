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

/**
 * For a route whose response is a file a person opens in a text editor (their data export): the body is checked
 * against the route's schema and encoded by it exactly as every other response is, then laid out two spaces to a
 * level, which one line of minified JSON is not. Still JSON, and still of the declared shape.
 */
export function indentedJsonSerializerCompiler<S>(route: FastifyRouteSchemaDef<S>): (data: unknown) => string {
  // Fastify hands each response status its own schema, a zod schema here, whatever the route's type says.
  const serialize = serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
  return (data) => JSON.stringify(JSON.parse(serialize(data)), null, 2);
}
