import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MIN_POSITION_HEADER, MIN_POSITION_WAIT_HEADER, NOT_A_WEBSOCKET_REQUEST, POSITION_HEADER, READ_POSITION_HEADER, RealtimeFrame, RealtimeMessage, type RouteDeclaration } from '@iec-bets/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { withResponseDescriptions } from './api-response-descriptions.js';
import { declaredRoute, isBodyPerMediaType } from './declared-route.js';
import { CROSS_SITE_REQUEST_REFUSED } from './origin-check.js';
import { MinPositionHeaderValue, MinPositionWaitHeaderValue } from './read-position-header-values.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { useZodSchemas } from './zod-schemas.js';

const DESCRIPTION = `The API of IEC Bets, a daily prediction game about South African politics.

Sign in with \`POST /api/auth/login\`: the answer sets the \`${SESSION_COOKIE}\` cookie, which every signed-in route
reads. A state-changing request that carries an \`Origin\` header, as every browser's does, must come from the site's
own origin (scheme, host and port), or it is refused with 403; a program that sends no \`Origin\` is not refused for
it. The session cookie is what a request is trusted by.

Every error answer has the body \`{ "error": "<a sentence a person can act on>", "statusCode": <status> }\`.

Reads of one's own writes: a command answers with the header \`${POSITION_HEADER}\`; a read that sends it back as
\`${MIN_POSITION_HEADER}\` waits (a few seconds at most) until the read models have caught up with that write. A reader
that would rather not wait so long sends \`${MIN_POSITION_WAIT_HEADER}\` too, with the milliseconds it will wait at most.
Every read answers with \`${READ_POSITION_HEADER}\`, the position its answer stands at: below the one asked for, the
read models had not caught up in time.

Live updates: \`GET /ws\` upgrades to a WebSocket that sends a JSON message (\`RealtimeMessage\`) when a question
is published or resolved, and, to the two people of a friend request alone (known by the handshake's session cookie),
when it is made, accepted or rejected. Each message carries \`position\`, the log position of its event. Every
connection opens with \`{ "type": "hello", "position": <n or null> }\`: the position of the last message it would have
been sent had it been open. Data read at an earlier position (its \`${READ_POSITION_HEADER}\`) may miss a message
sent while the client was not connected, and is worth reading again; null means the server cannot tell.`;

/**
 * fastify-type-provider-zod's transform turns one zod body schema into JSON Schema; a body given per media type
 * (JSON, or a multipart form) is turned one media type at a time, and @fastify/swagger lists each under its type.
 */
const zodToOpenApi: SwaggerTransform = (route) => {
  const body = route.schema.body;
  if (!isBodyPerMediaType(body)) return jsonSchemaTransform(route);
  const { schema, url } = jsonSchemaTransform({ ...route, schema: { ...route.schema, body: undefined } });
  const content = Object.fromEntries(
    Object.entries(body.content).map(([mediaType, { schema: bodySchema }]) => {
      const converted = jsonSchemaTransform({ ...route, schema: { body: bodySchema } }).schema.body;
      return [mediaType, { schema: converted }];
    }),
  );
  return { schema: { ...schema, body: { content } }, url };
};

/**
 * The OpenAPI 3.1 document of every declared route. Fastify and @fastify/swagger generate it on an instance of its
 * own that registers every declaration (with handlers that never run), so that any one service, whichever routes it
 * serves itself, can publish the whole API.
 */
export async function buildApiDocument(routes: readonly RouteDeclaration[]): Promise<OpenAPIV3_1.Document> {
  const app = Fastify({ logger: false });
  useZodSchemas(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'IEC Bets API', version: '1.0.0', description: DESCRIPTION },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: zodToOpenApi,
  });
  for (const route of routes) app.route({ ...declaredRoute(route), handler: async () => null });
  await app.ready();
  const document = app.swagger() as OpenAPIV3_1.Document;
  await app.close();
  const declared = withRateLimitHeaders(withReadPositionHeaders(withBytesAnswers(withBodyExamples(withOptionalBodies(document, routes), routes), routes)), routes);
  return withRealtimeFeed(withResponseDescriptions(declared));
}

/** A header's value as JSON Schema, from the schema the server checks it by; without the draft's `$schema` line. */
function headerSchema(value: z.ZodType): OpenAPIV3.NonArraySchemaObject {
  const { $schema: _draft, ...schema } = z.toJSONSchema(value, { target: 'draft-2020-12' }) as OpenAPIV3.NonArraySchemaObject & { $schema?: string };
  return schema;
}

/**
 * Every read takes the headers that make it wait for one's own write (see the description above), which the routes
 * check in a hook of their own rather than by a schema: they are listed here, as parameters of each GET.
 */
function withReadPositionHeaders(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const headers: OpenAPIV3_1.ParameterObject[] = [
    {
      in: 'header',
      name: MIN_POSITION_HEADER,
      required: false,
      description: `A log position from a command's \`${POSITION_HEADER}\`: the read waits until the read models have reached it.`,
      schema: headerSchema(MinPositionHeaderValue),
    },
    {
      in: 'header',
      name: MIN_POSITION_WAIT_HEADER,
      required: false,
      description: `The most milliseconds to wait for \`${MIN_POSITION_HEADER}\`, below the server's own limit.`,
      schema: headerSchema(MinPositionWaitHeaderValue),
    },
  ];
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => {
      if (!item?.get) return [path, item];
      return [path, { ...item, get: { ...item.get, parameters: [...(item.get.parameters ?? []), ...headers] } }];
    }),
  );
  return { ...document, paths };
}

/**
 * What a rate-limited route tells with its 429, and only then (command-service/src/http/rate-limits.ts): an answer
 * within the budget carries none of these, so a client paces itself by them once it has met the limit.
 */
const RATE_LIMIT_HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  'retry-after': { description: 'Seconds until the limit lets a request through again.', schema: { type: 'integer' } },
  'x-ratelimit-limit': { description: "The limit's number of requests in its window.", schema: { type: 'integer' } },
  'x-ratelimit-remaining': { description: 'Requests left in the window: 0.', schema: { type: 'integer' } },
  'x-ratelimit-reset': { description: 'Seconds until the window starts again.', schema: { type: 'integer' } },
};

function withRateLimitHeaders(document: OpenAPIV3_1.Document, routes: readonly RouteDeclaration[]): OpenAPIV3_1.Document {
  return withEditedOperations(document, routes, (route, operation) => {
    const refused = operation.responses?.['429'] as OpenAPIV3_1.ResponseObject | undefined;
    if (!route.rateLimited || !refused) return undefined;
    return { ...operation, responses: { ...operation.responses, '429': { ...refused, headers: RATE_LIMIT_HEADERS } } };
  });
}

type Operation = OpenAPIV3_1.OperationObject;

/**
 * The document with the operation of each route that `edit` picks changed by it (`edit` returns undefined to leave
 * one as it is): what the declarations say that @fastify/swagger cannot tell from the schemas alone.
 */
function withEditedOperations(
  document: OpenAPIV3_1.Document,
  routes: readonly RouteDeclaration[],
  edit: (route: RouteDeclaration, operation: Operation) => Operation | undefined,
): OpenAPIV3_1.Document {
  const paths = { ...document.paths };
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const method = route.method.toLowerCase() as OpenAPIV3_1.HttpMethods;
    const operation = paths[path]?.[method];
    const edited = operation && edit(route, operation);
    if (edited) paths[path] = { ...paths[path], [method]: edited };
  }
  return { ...document, paths };
}

/**
 * A request without a body is validated as an empty object (see useZodSchemas), so a body whose every field may be
 * left out (accepting a friend request) may be left out whole: its requestBody is marked as not required.
 */
function withOptionalBodies(document: OpenAPIV3_1.Document, routes: readonly RouteDeclaration[]): OpenAPIV3_1.Document {
  return withEditedOperations(document, routes, (route, operation) => {
    const body = route.schema.body;
    if (!body || isBodyPerMediaType(body) || !body.safeParse({}).success || !operation.requestBody) return undefined;
    return { ...operation, requestBody: { ...(operation.requestBody as OpenAPIV3_1.RequestBodyObject), required: false } };
  });
}

/**
 * A body's example, from its schema's `meta({ examples })`, on its media type, where the reference's "Try it out"
 * starts from it. zod leaves a schema's examples out of the JSON Schema of its input when anything in it transforms
 * (they are examples of its output), and the bodies that trim their texts all do.
 */
function withBodyExamples(document: OpenAPIV3_1.Document, routes: readonly RouteDeclaration[]): OpenAPIV3_1.Document {
  return withEditedOperations(document, routes, (route, operation) => {
    const body = route.schema.body;
    const requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
    const json = requestBody?.content['application/json'];
    if (!body || isBodyPerMediaType(body) || !requestBody || !json) return undefined;
    const [example] = (z.globalRegistry.get(body)?.examples as unknown[] | undefined) ?? [];
    if (example === undefined) return undefined;
    return { ...operation, requestBody: { ...requestBody, content: { ...requestBody.content, 'application/json': { ...json, example } } } };
  });
}

/** A route that answers bytes (RouteDeclaration's `bytes`) gets its 200 listed under each of their media types. */
function withBytesAnswers(document: OpenAPIV3_1.Document, routes: readonly RouteDeclaration[]): OpenAPIV3_1.Document {
  return withEditedOperations(document, routes, (route, operation) => {
    if (!route.bytes) return undefined;
    const content = Object.fromEntries(route.bytes.map((mediaType) => [mediaType, {}]));
    const ok = { description: 'The bytes, of the type they are', content };
    return { ...operation, responses: { '200': ok, ...operation.responses } };
  });
}

/** OpenAPI has no words for a WebSocket: `/ws` is described as the GET that upgrades, with its messages' schema. */
function withRealtimeFeed(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const message = z.toJSONSchema(RealtimeMessage, { target: 'draft-2020-12' }) as OpenAPIV3_1.SchemaObject;
  const frame = z.toJSONSchema(RealtimeFrame, { target: 'draft-2020-12' }) as OpenAPIV3_1.SchemaObject;
  return {
    ...document,
    paths: {
      ...document.paths,
      '/ws': {
        get: {
          summary: 'The live feed: a WebSocket of RealtimeFrame',
          description:
            'Upgrades to a WebSocket. The server sends a hello first, then one JSON `RealtimeMessage` per event with its log position (each a `RealtimeFrame`), and reads nothing. A later hello comes when the server listens again after it could not: a client treats it as a new connection\'s.',
          tags: ['Live updates'],
          // Open to visitors; with the session cookie, a member's socket also gets the messages meant for them alone.
          security: [{}, { session: [] }],
          responses: {
            '101': { description: 'Switching to the WebSocket protocol' },
            '403': { description: `A handshake from a page of another site (its \`Origin\` is neither this server's nor the public origin): "${CROSS_SITE_REQUEST_REFUSED}"` },
            '426': { description: `A request that does not ask to upgrade: "${NOT_A_WEBSOCKET_REQUEST}"` },
          },
        },
      },
    },
    components: { ...document.components, schemas: { ...document.components?.schemas, RealtimeMessage: message, RealtimeFrame: frame } },
  };
}

/** The product's mark and name in the reference's header, in place of Swagger UI's own (a link back to the game). */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 190 32" width="190" height="32">
<rect width="32" height="32" rx="6" fill="#0b5d3b"/><rect x="5" y="13" width="22" height="14" rx="2" fill="#f2b705"/>
<rect x="11" y="12" width="10" height="3" fill="#14171a"/>
<path d="M12 7 15 10 20.5 4.5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
<text x="42" y="22" font-family="system-ui, sans-serif" font-size="17" font-weight="700" fill="#fff">IEC Bets API</text></svg>`;

/**
 * On a phone, Swagger UI's tables of responses overran the screen by their column of links, which this API never
 * fills: it goes, and the rest wraps within the screen's width, examples included.
 */
const NARROW_SCREENS_CSS = `@media (max-width: 40rem) {
  .swagger-ui .responses-table .response-col_links { display: none; }
  .swagger-ui table { table-layout: fixed; width: 100%; }
  .swagger-ui table .response-col_status, .swagger-ui table .col_header.response-col_status { width: 3.5rem; }
  .swagger-ui table td { overflow-wrap: anywhere; }
  .swagger-ui pre { white-space: pre-wrap; overflow-wrap: anywhere; }
}
`;

/** The page laid out at the device's own width, as the app's pages are. */
const withPhoneViewport = (html: string) => html.replace('<head>', '<head>\n<meta name="viewport" content="width=device-width, initial-scale=1">');

/**
 * Serves the document at `GET /api/openapi.json` and a browsable reference (Swagger UI, its files served from this
 * service) at `/api/docs`.
 */
export async function apiReference(app: FastifyInstance, options: { routes: readonly RouteDeclaration[] }): Promise<void> {
  const document = await buildApiDocument(options.routes);
  // @fastify/swagger's types know OpenAPI 3.0 documents only; a 3.1 document is served the same way.
  await app.register(swagger, { mode: 'static', specification: { document: document as unknown as OpenAPIV3.Document } });
  await app.register(async (docs) => {
    // Swagger UI's page has no viewport of its own: a phone drew it at a desktop's width, shrunk to a third.
    docs.addHook('onSend', async (_request, reply, payload) =>
      typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html') ? withPhoneViewport(payload) : payload,
    );
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The reference runs under the site's own policy (security-headers.ts): Swagger UI's would forbid the inline
      // styles it applies itself, and allow framing.
      staticCSP: false,
      logo: { type: 'image/svg+xml', content: Buffer.from(LOGO), href: '/', target: '_self' },
      theme: { title: 'IEC Bets API reference', css: [{ filename: 'narrow-screens.css', content: NARROW_SCREENS_CSS }] },
    });
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
