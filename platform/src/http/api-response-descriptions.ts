import { STATUS_CODES } from 'node:http';
import type { OpenAPIV3_1 } from 'openapi-types';

/** What @fastify/swagger writes for a response its schema does not describe. */
const UNDESCRIBED = 'Default Response';

/**
 * What each status means across this API, for a reader of the reference: the route's own errors are the sentences in
 * `error`, which vary with the input, so the status says what kind of answer it is and what to do about it.
 */
const MEANINGS: Record<string, string> = {
  '200': 'Done: the body is the answer',
  '201': 'Created: the body is what was made',
  '202': 'Accepted: the work goes on after this answer (an email on its way, say)',
  '204': 'Done: no body',
  '400': 'The input is not valid: `error` says which field and what to change',
  '401': 'Not signed in, the session has ended, or a password given is wrong: `error` says which',
  '403': "Not allowed: another user's data, an admin's route, or a request from a page of another site",
  '404': 'No such thing, or none that this user may see',
  '409': 'Refused by the state things are in now (done already, or changed meanwhile): `error` says which',
  '413': 'The body is larger than the route takes',
  '415': 'The body is of a media type the route does not take',
  '429': 'Too many requests: wait as `retry-after` says, then try again',
  '422': 'Understood, but it cannot be done as asked: the body says why',
  '502': 'A service beyond this server (a mail, push or WhatsApp service) failed or refused it',
  '503': 'Something this needs is not set up on the server, or not reachable now',
};

type Schema = OpenAPIV3_1.SchemaObject;

/**
 * An error answer's `statusCode` is its status, always: said as a constant, so that the reference's examples show
 * 404 under 404, not the smallest integer JSON Schema allows. In a body of one shape, or of either of two (`anyOf`).
 */
function withStatusCodeConstant(schema: Schema, status: number): Schema {
  if (schema.anyOf) return { ...schema, anyOf: schema.anyOf.map((variant) => withStatusCodeConstant(variant as Schema, status)) };
  if (!schema.properties?.statusCode) return schema;
  return { ...schema, properties: { ...schema.properties, statusCode: { type: 'integer', const: status } } };
}

function withStatusCodeOf(status: string, response: OpenAPIV3_1.ResponseObject): OpenAPIV3_1.ResponseObject {
  const json = response.content?.['application/json'];
  if (!json?.schema || Number(status) < 400) return response;
  const schema = withStatusCodeConstant(json.schema as Schema, Number(status));
  return { ...response, content: { ...response.content, 'application/json': { ...json, schema } } };
}

/** Every response the routes left undescribed gets the meaning of its status; every error, its own `statusCode`. */
export function withResponseDescriptions(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => {
      const operations = Object.entries(item ?? {}).map(([method, operation]) => {
        if (typeof operation !== 'object' || operation === null || !('responses' in operation) || !operation.responses) return [method, operation];
        const responses = Object.fromEntries(
          Object.entries(operation.responses).map(([status, given]) => {
            const response = given as OpenAPIV3_1.ResponseObject;
            const description = response.description === UNDESCRIBED ? (MEANINGS[status] ?? STATUS_CODES[Number(status)] ?? response.description) : response.description;
            return [status, withStatusCodeOf(status, { ...response, description })];
          }),
        );
        return [method, { ...operation, responses }];
      });
      return [path, Object.fromEntries(operations)];
    }),
  );
  return { ...document, paths };
}
