import { type Access, type ErrorStatus, ErrorResponse, type RouteDeclaration, type RouteSchemas } from '@iec-bets/contracts';

/** The error statuses every route of an access level may answer with, beside the ones it declares itself. */
function errorStatusesOf(declaration: RouteDeclaration): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(declaration.errors ?? []);
  const { params, querystring, body } = declaration.schema;
  if (params || querystring || body) statuses.add(400);
  const byAccess: Record<Access, ErrorStatus[]> = { public: [], 'signed-in': [401], admin: [401, 403] };
  for (const status of byAccess[declaration.access]) statuses.add(status);
  if (declaration.rateLimited) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort();
}

type ErrorResponses = { [status in ErrorStatus]?: typeof ErrorResponse };

/**
 * The method, URL and schema of a declared route, as Fastify takes them: the handler beside it gets its body,
 * params and query typed and validated from the declaration, and its answer serialized (and checked) with the
 * declared response schema. The reference's summary, section and security come along for the OpenAPI document.
 */
export function declaredRoute<S extends RouteSchemas>(declaration: RouteDeclaration<S>) {
  const errors: ErrorResponses = {};
  // A status the route declares a body of its own for (the health check's 503) keeps it.
  for (const status of errorStatusesOf(declaration)) if (!(status in declaration.schema.response)) errors[status] = ErrorResponse;
  return {
    method: declaration.method,
    url: declaration.url,
    schema: {
      ...declaration.schema,
      response: { ...errors, ...declaration.schema.response } as Omit<ErrorResponses, keyof S['response']> & S['response'],
      summary: declaration.summary,
      ...(declaration.description ? { description: declaration.description } : {}),
      tags: [declaration.tag],
      security: declaration.access === 'public' ? [] : [{ session: [] }],
    },
  };
}
