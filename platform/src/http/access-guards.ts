import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { forbidden } from './http-error.js';
import { requireSelf, requireSignedIn, requireUser } from './session-auth.js';

/**
 * The guard of a scope of signed-in routes: a visitor gets a 401 before the route reads a byte of its body, saying
 * why when the session their cookie names was ended by the server (see requireSignedIn). `signedInScope` registers it
 * in a scope of its own.
 *
 * The acting user is the session's. A JSON body that names one (`userId`, which some clients send out of habit) must
 * name that user on every such route, not only on those whose schema declares the field: a route whose schema drops
 * it would otherwise file a request meant to act for someone else under the sender, and answer 201. (A multipart
 * form is read later, by its route, whose strict schema refuses a field it does not know.)
 */
export const signedInOnly = fp(async function signedInOnly(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => void (await requireSignedIn(request)));
  scope.addHook('preValidation', async (request) => {
    const named = actingUserNamedIn(request.body);
    if (named !== undefined) requireSelf(request, named);
  });
});

/** The `userId` a JSON body names as its actor, if it names one as text (any other type is the schema's to refuse). */
function actingUserNamedIn(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const named = (body as { userId?: unknown }).userId;
  // Trimmed, as the schemas that declare the field trim it: a client's own id with a stray space is still its own.
  return typeof named === 'string' ? named.trim() : undefined;
}

/** Whether a user is an admin right now: each side answers from its own store (the log, or the users read model). */
export type IsAdmin = (userId: string) => Promise<boolean>;

/**
 * The guard of a scope of admin routes: 401 for a visitor, 403 ('Admins only') for a user who is not an admin at the
 * moment of the request, so a revocation takes effect at once and nothing the client sends can claim the right. The
 * visitor is turned away on arrival; the admin check waits until just before validation, after the hooks of the
 * scopes above, so that a read which asks to see its own writes (x-min-position) checks against them.
 */
export const adminOnly = fp(async function adminOnly(scope: FastifyInstance, options: AdminOnlyOptions) {
  scope.addHook('onRequest', async (request) => void (await requireSignedIn(request)));
  scope.addHook('preValidation', async (request) => {
    if (options.openToSignedInWhen?.(request)) return;
    if (!(await options.isAdmin(requireUser(request)))) throw forbidden('Admins only');
  });
});

export interface AdminOnlyOptions {
  isAdmin: IsAdmin;
  /**
   * Requests any signed-in user may make all the same: a list that is everyone's for admins and, asked for with
   * `?user=me`, the caller's own. Decided from the request as it arrived, before its input is validated.
   */
  openToSignedInWhen?: (request: FastifyRequest) => boolean;
}

/** A Fastify instance whose routes take zod schemas (see `useZodSchemas`). */
export type ZodRoutes = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** Registers `routes` in a scope of their own, guarded by `signedInOnly`. */
export async function signedInScope(app: FastifyInstance, routes: (scope: ZodRoutes) => void | Promise<void>): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(signedInOnly);
    await routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}

/** Registers `routes` in a scope of their own, guarded by `adminOnly`. */
export async function adminScope(
  app: FastifyInstance,
  isAdmin: IsAdmin,
  routes: (scope: ZodRoutes) => void | Promise<void>,
  options: Omit<AdminOnlyOptions, 'isAdmin'> = {},
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(adminOnly, { ...options, isAdmin });
    await routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
