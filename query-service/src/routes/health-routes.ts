import { HealthQueries } from '@iec-bets/contracts';
import { declaredRoute, type ProjectorWatermark } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface HealthOptions {
  watermark: ProjectorWatermark;
  unreachable?: (() => Promise<string[]>) | undefined;
}

/**
 * For load balancers and the operator: whether the service can be of use, and how far its read models are into the
 * log. While a server it needs is out of reach it answers 503 and names it, and keeps reconnecting meanwhile.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { watermark, unreachable }) => {
  app.route({
    ...declaredRoute(HealthQueries.health),
    handler: async (_request, reply) => {
      const waitingFor = (await unreachable?.()) ?? [];
      const position = await watermark.current();
      if (waitingFor.length > 0) return reply.status(503).send({ status: 'unavailable', waitingFor, position });
      return { status: 'ok', position };
    },
  });
};
