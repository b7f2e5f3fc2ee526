import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClient } from './serve-client.js';

/** A built client as the Vite build leaves it: hashed assets with .br and .gz copies beside them. */
function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(dir, 'assets'));
  const index = `<!doctype html><head><meta name="description" content="IEC Bets" /><title>IEC Bets</title></head>${'<p>landing</p>'.repeat(100)}<div id="root"></div>`;
  const script = `export const greeting = ${JSON.stringify('Sawubona '.repeat(400))};`;
  for (const [path, body] of [
    ['index.html', index],
    ['assets/index-Ab12Cd34.js', script],
  ] as const) {
    writeFileSync(join(dir, path), body);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(body));
  }
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(
    join(dir, 'ssr', 'entry-server.js'),
    'export const renderLanding = async () => "<p>rendered</p>";\nexport const renderMemberScreen = async () => null;',
  );
  return dir;
}

describe('serving the built web client', () => {
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = builtClient();
    app = Fastify();
    await app.register(serveClient, { clientDir });
  });

  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that only takes gzip, and the file to others', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('Sawubona');

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Sawubona');

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Sawubona');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it("answers 404 for a file of the build that is not there, such as a chunk of the release before, not the app's page", async () => {
    const missing = await app.inject({ url: '/assets/leaderboard-screen-OldHash1.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.json()).toEqual({ error: 'No such file: /assets/leaderboard-screen-OldHash1.js', statusCode: 404 });
    // Any other address gets the app, whose screen says "404 Page Not Found", under the status that says it.
    const page = await app.inject({ url: '/leaderboard-screen-OldHash1.js' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('lets browsers keep hashed assets for a year, and checks the page itself on every visit', async () => {
    const asset = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // /index.html is the template's file name, not one of the app's pages: the app shows its 404 screen there.
    for (const [url, status] of [['/', 200], ['/index.html', 404], ['/leaderboard', 200]] as const) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(status);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain('<title>IEC Bets</title>');
    }
  });

  it("never sends the pages' template without its user, nor the server's renderer", async () => {
    const template = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'identity' } });
    expect(template.body).toContain('<script type="application/json" id="iec-bets-session">null</script>');
    for (const url of ['/index.html.br', '/ssr/entry-server.js']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.body, url).not.toContain('renderLanding');
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.body, url).toContain('iec-bets-session');
    }
  });
});
