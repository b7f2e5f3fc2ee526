import type { z } from 'zod';

/** Who may call a route: anyone, a signed-in user, or a user who is an admin right now. */
export type Access = 'public' | 'signed-in' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses an error answer of this API may have; each has the body `ErrorResponse`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface RouteSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /**
   * The same input as a multipart/form-data body, for a route whose JSON `body` would carry a file as base64 (a third
   * larger). The route reads the parts as they stream in and checks what it read with this schema; `body` then
   * applies to JSON bodies only, and a body of any other type is refused.
   */
  multipartBody?: z.ZodType;
  /** The body of each successful status; `z.null()` for one sent without a body (204). */
  response: { [status: number]: z.ZodType };
}

/**
 * One route of the API as others may build on it: its method, path, access, and the zod schemas of its parts. The
 * services register their handlers against these declarations (Fastify validates input and serializes output with
 * the schemas), and the OpenAPI document at `/api/openapi.json` is generated from them.
 */
export interface RouteDeclaration<S extends RouteSchemas = RouteSchemas> {
  method: HttpMethod;
  /** In Fastify's syntax: `/api/questions/:id`. */
  url: string;
  access: Access;
  /** One line for the reference; `description` may say more. */
  summary: string;
  description?: string;
  /** The section of the reference it belongs to. */
  tag: string;
  schema: S;
  /**
   * Error statuses this route answers besides the ones every route of its access may give (400 for bad input,
   * 401/403 for access, 429 when rate-limited, 503 while a store is out of reach).
   */
  errors?: readonly ErrorStatus[];
  /** Answered with a rate limit (429 past it). */
  rateLimited?: boolean;
  /**
   * The media types of a 200 that answers bytes, not JSON (a comment's image): the reference lists the 200 under
   * each. Such a route has no 200 in `schema.response`, which Fastify would serialize by.
   */
  bytes?: readonly string[];
}

/** Declares a route, keeping the exact types of its schemas for the handler that implements it. */
export function declareRoute<const S extends RouteSchemas>(route: RouteDeclaration<S>): RouteDeclaration<S> {
  return route;
}
