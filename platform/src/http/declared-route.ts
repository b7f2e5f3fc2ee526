import { type Access, type ErrorStatus, ErrorResponse, type RouteDeclaration, type RouteSchemas } from '@iec-bets/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './http-error.js';

/**
 * The error statuses a route may answer with, beside the ones it declares itself: those of its access level, and
 * those every route of its method meets at the door. Every route may get 400: a read for a malformed
 * `x-min-position`, a write for a body that is not JSON. A write (any method but GET) may get 403 from the Origin
 * check, 413 for a body over its limit and 415 for a body of a type it does not read.
 */
function errorStatusesOf(declaration: RouteDeclaration): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(declaration.errors ?? []);
  statuses.add(400);
  const byAccess: Record<Access, ErrorStatus[]> = { public: [], 'signed-in': [401], admin: [401, 403] };
  for (const status of byAccess[declaration.access]) statuses.add(status);
  if (declaration.method !== 'GET') for (const status of [403, 413, 415] as const) statuses.add(status);
  if (declaration.rateLimited) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort();
}

type ErrorResponses = { [status in ErrorStatus]?: typeof ErrorResponse };

export const JSON_MEDIA_TYPE = 'application/json';
export const MULTIPART_MEDIA_TYPE = 'multipart/form-data';

/** A body schema given per media type, as Fastify and @fastify/swagger take it. */
export interface BodyPerMediaType {
  content: { [mediaType: string]: { schema: z.ZodType } };
}

export function isBodyPerMediaType(body: unknown): body is BodyPerMediaType {
  return typeof body === 'object' && body !== null && 'content' in body;
}

/**
 * Fastify validates a body given per media type with the schema of the request's media type, and a body of any
 * other type (text, a URL-encoded form, none at all) with nothing: such a route refuses those before reading them.
 */
function acceptOnly(mediaTypes: readonly string[]) {
  const named = mediaTypes.join(' or ');
  return async function acceptedMediaType(request: FastifyRequest): Promise<void> {
    const mediaType = request.mediaType;
    if (mediaType === undefined || !mediaTypes.includes(mediaType)) {
      throw new HttpError(415, `Send the request body as ${named} (its Content-Type header)`);
    }
  };
}

/**
 * The body schemas of a declaration, as Fastify takes them. A route that also takes a multipart form gets one
 * schema per media type, and its handler the output of whichever applied: the type says so to the zod type
 * provider, which reads a single schema.
 */
type BodyOf<S extends RouteSchemas> = S extends { body: infer J extends z.ZodType; multipartBody: infer F extends z.ZodType }
  ? { body: z.ZodUnion<[J, F]> }
  : S extends { body: infer J extends z.ZodType }
    ? { body: J }
    : Record<never, never>;

function bodyOf<S extends RouteSchemas>(schema: S): BodyOf<S> {
  const { body, multipartBody } = schema;
  if (!multipartBody) return (body ? { body } : {}) as BodyOf<S>;
  const content: BodyPerMediaType['content'] = { [MULTIPART_MEDIA_TYPE]: { schema: multipartBody } };
  if (body) content[JSON_MEDIA_TYPE] = { schema: body };
  return { body: { content } } as unknown as BodyOf<S>;
}

/**
 * The method, URL and schema of a declared route, as Fastify takes them: the handler beside it gets its body,
 * params and query typed and validated from the declaration, and its answer serialized (and checked) with the
 * declared response schema. The reference's summary, section and security come along for the OpenAPI document.
 */
export function declaredRoute<S extends RouteSchemas>(declaration: RouteDeclaration<S>) {
  const errors: ErrorResponses = {};
  // A status the route declares a body of its own for (the health check's 503) keeps it.
  for (const status of errorStatusesOf(declaration)) if (!(status in declaration.schema.response)) errors[status] = ErrorResponse;
  const { body, multipartBody, response, ...parts } = declaration.schema;
  const mediaTypes = body ? [JSON_MEDIA_TYPE, MULTIPART_MEDIA_TYPE] : [MULTIPART_MEDIA_TYPE];
  return {
    method: declaration.method,
    url: declaration.url,
    ...(multipartBody ? { onRequest: acceptOnly(mediaTypes) } : {}),
    schema: {
      ...(parts as Omit<S, 'body' | 'multipartBody' | 'response'>),
      ...bodyOf(declaration.schema),
      response: { ...errors, ...response } as Omit<ErrorResponses, keyof S['response']> & S['response'],
      summary: declaration.summary,
      ...(declaration.description ? { description: declaration.description } : {}),
      tags: [declaration.tag],
      security: declaration.access === 'public' ? [] : [{ session: [] }],
    },
  };
}
