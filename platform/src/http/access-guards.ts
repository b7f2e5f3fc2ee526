import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { forbidden } from './http-error.js';
import { requireUser } from './session-auth.js';

/**
 * The guard of a scope of signed-in routes: a visitor gets a 401 before the route reads a byte of its body.
 * `signedInScope` registers it in a scope of its own.
 */
export const signedInOnly = fp(async function signedInOnly(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => void requireUser(request));
});

/** Whether a user is an admin right now: each side answers from its own store (the log, or the users read model). */
export type IsAdmin = (userId: string) => Promise<boolean>;

/**
 * The guard of a scope of admin routes: 401 for a visitor, 403 ('Admins only') for a user who is not an admin at the
 * moment of the request, so a revocation takes effect at once and nothing the client sends can claim the right. The
 * visitor is turned away on arrival; the admin check waits until just before validation, after the hooks of the
 * scopes above, so that a read which asks to see its own writes (x-min-position) checks against them.
 */
export const adminOnly = fp(async function adminOnly(scope: FastifyInstance, options: AdminOnlyOptions) {
  scope.addHook('onRequest', async (request) => void requireUser(request));
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
