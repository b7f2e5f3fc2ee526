import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@iec-bets/platform';
import { describe, expect, it, vi } from 'vitest';
import { findBinary } from './binaries.js';
import { readEdgeTemplate, renderEdgeMainConfig, renderEdgeSite } from './edge-config.js';

const site = {
  port: 3000,
  clientRoot: '/srv/iec-bets/client',
  commandServices: ['127.0.0.1:4101', '127.0.0.1:4102'],
  queryServices: ['127.0.0.1:4201'],
  accessLog: '/data/nginx/access.log',
  httpsOnly: false,
};

describe('the edge configuration', () => {
  it('fills in the port, the client build and every replica, and leaves nginx variables alone', () => {
    const rendered = renderEdgeSite(readEdgeTemplate(), site);
    expect(rendered).toContain('listen 3000;');
    expect(rendered).toContain('root /srv/iec-bets/client;');
    expect(rendered).toMatch(/upstream command_services \{\s+zone command_services 64k;\s+server 127\.0\.0\.1:4101 [^;]*;\s+server 127\.0\.0\.1:4102 [^;]*;/);
    expect(rendered).toMatch(/upstream query_services \{\s+zone query_services 64k;\s+server 127\.0\.0\.1:4201 [^;]*;\s+keepalive/);
    expect(rendered).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(rendered).not.toMatch(/\$\{[A-Z_]+\}/);
  });

  it('refuses a template variable it has no value for, and a topology without replicas', () => {
    expect(() => renderEdgeSite('listen ${NGINX_PORT}; root ${CLIENT_DIR};', site)).toThrow(/\$\{CLIENT_DIR\}, which has no value/);
    expect(() => renderEdgeSite(readEdgeTemplate(), { ...site, queryServices: [] })).toThrow(/at least one/);
  });

  it('keeps every path of nginx inside its prefix, and sends brotli only with the module', () => {
    const plain = renderEdgeMainConfig({ prefixDir: '/data/nginx', siteFile: '/data/nginx/site.conf' });
    expect(plain).toContain('pid /data/nginx/nginx.pid;');
    expect(plain).toContain('include /data/nginx/site.conf;');
    expect(plain).not.toContain('brotli');
    const withBrotli = renderEdgeMainConfig({
      prefixDir: '/data/nginx',
      siteFile: '/data/nginx/site.conf',
      brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    });
    expect(withBrotli.split('\n')[0]).toBe('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(withBrotli).toContain('brotli_static on;');
  });

  it('is a configuration that nginx itself accepts', () => {
    const nginx = findBinary('nginx');
    if (!nginx) throw new Error('nginx is not installed: apt-get install nginx');
    const dir = mkdtempSync(join(tmpdir(), 'iec-edge-'));
    try {
      const siteFile = join(dir, 'site.conf');
      const mainFile = join(dir, 'nginx.conf');
      writeFileSync(siteFile, renderEdgeSite(readEdgeTemplate(), { ...site, accessLog: join(dir, 'access.log') }));
      writeFileSync(mainFile, renderEdgeMainConfig({ prefixDir: dir, siteFile }));
      const check = spawnSync(nginx, ['-t', '-p', dir, '-c', mainFile, '-e', 'stderr'], { encoding: 'utf8' });
      expect(check.stderr).toContain('test is successful');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('logs each request by its path, without the query string', async () => {
    const nginx = findBinary('nginx');
    if (!nginx) throw new Error('nginx is not installed: apt-get install nginx');
    const dir = mkdtempSync(join(tmpdir(), 'iec-edge-log-'));
    const service = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
    let edge: ChildProcess | undefined;
    try {
      await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
      const servicePort = (service.address() as AddressInfo).port;
      const port = await freePort();
      const accessLog = join(dir, 'access.log');
      const siteFile = join(dir, 'site.conf');
      const mainFile = join(dir, 'nginx.conf');
      const upstream = [`127.0.0.1:${servicePort}`];
      writeFileSync(siteFile, renderEdgeSite(readEdgeTemplate(), { ...site, port, commandServices: upstream, queryServices: upstream, accessLog }));
      writeFileSync(mainFile, renderEdgeMainConfig({ prefixDir: dir, siteFile, user: process.getuid?.() === 0 ? 'root' : undefined }));
      edge = spawn(nginx, ['-p', dir, '-c', mainFile, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'ignore' });
      const url = `http://127.0.0.1:${port}/api/admin/newsletter-subscribers?email=zanele%40example.org`;
      let response: Response | undefined;
      for (let tries = 0; !response && tries < 50; tries++) {
        response = await fetch(url).catch(() => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100)));
      }
      expect(response?.status).toBe(200);

      // nginx writes the line in its log phase, after the response has gone out: the client may read it first.
      const logged = await vi.waitFor(
        () => {
          const text = readFileSync(accessLog, 'utf8');
          expect(text).toContain('"GET /api/admin/newsletter-subscribers HTTP/1.1" 200');
          return text;
        },
        { timeout: 5_000, interval: 50 },
      );
      expect(logged).not.toMatch(/zanele|email=/);
    } finally {
      edge?.kill('SIGTERM');
      if (edge && edge.exitCode === null) await once(edge, 'exit');
      service.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
