import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './build-gateway.js';

/** Two real upstream servers that say who answered, so the test sees where the gateway sent each request. */
async function upstream(name: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.all('/api/*', async (request) => ({ servedBy: name, method: request.method, url: request.url }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe('gateway', () => {
  let commands: Awaited<ReturnType<typeof upstream>>;
  let queries: Awaited<ReturnType<typeof upstream>>;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    commands = await upstream('command-service');
    queries = await upstream('query-service');
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>IEC Bets</title>');
    gateway = await buildGateway({ commandServiceUrl: commands.url, queryServiceUrl: queries.url, clientDir });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await Promise.all([gateway.close(), commands.app.close(), queries.app.close()]);
  });

  it('sends reads to the query-service with path and query intact', async () => {
    const response = await fetch(`http://127.0.0.1:${port(gateway)}/api/questions/public?limit=3`);
    expect(await response.json()).toEqual({ servedBy: 'query-service', method: 'GET', url: '/api/questions/public?limit=3' });
  });

  it('sends writes to the command-service', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`http://127.0.0.1:${port(gateway)}/api/answers`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(await response.json()).toMatchObject({ servedBy: 'command-service', method });
    }
  });

  it('serves the web client for page routes and a JSON 404 elsewhere', async () => {
    const page = await fetch(`http://127.0.0.1:${port(gateway)}/leaderboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>IEC Bets</title>');
    const unknown = await fetch(`http://127.0.0.1:${port(gateway)}/nothing-here`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: 404 });
  });
});

function port(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}
