import proxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveClient } from './serve-client.js';
import { proxyWebSocketUpgrades } from './ws-upgrade-proxy.js';

export interface GatewayOptions {
  /** Base URL of the command-service (every non-GET /api request). */
  commandServiceUrl: string;
  /** Base URL of the query-service (GET /api and the /ws feed). */
  queryServiceUrl: string;
  clientDir: string;
  logger?: boolean | { level: string };
}

/**
 * The one public entry of the distributed deployment. Reads and writes scale apart, so reads (GET, HEAD and the
 * WebSocket) go to the query-services and every other method to the command-services; all else is the web client.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  await app.register(proxy, {
    upstream: options.queryServiceUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    httpMethods: ['GET', 'HEAD'],
  });
  await app.register(proxy, {
    upstream: options.commandServiceUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    httpMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  proxyWebSocketUpgrades(app, { path: '/ws', upstream: options.queryServiceUrl });
  await app.register(serveClient, { clientDir: options.clientDir });
  return app;
}
