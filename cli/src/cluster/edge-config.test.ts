import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBinary } from './binaries.js';
import { readEdgeTemplate, renderEdgeMainConfig, renderEdgeSite } from './edge-config.js';

const site = {
  port: 3000,
  clientRoot: '/srv/iec-bets/client',
  commandServices: ['127.0.0.1:4101', '127.0.0.1:4102'],
  queryServices: ['127.0.0.1:4201'],
};

describe('the edge configuration', () => {
  it('fills in the port, the client build and every replica, and leaves nginx variables alone', () => {
    const rendered = renderEdgeSite(readEdgeTemplate(), site);
    expect(rendered).toContain('listen 3000;');
    expect(rendered).toContain('root /srv/iec-bets/client;');
    expect(rendered).toMatch(/upstream command_services \{\s+server 127\.0\.0\.1:4101 [^;]*;\s+server 127\.0\.0\.1:4102 [^;]*;/);
    expect(rendered).toMatch(/upstream query_services \{\s+server 127\.0\.0\.1:4201 [^;]*;\s+keepalive/);
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
      writeFileSync(siteFile, renderEdgeSite(readEdgeTemplate(), site));
      writeFileSync(mainFile, renderEdgeMainConfig({ prefixDir: dir, siteFile }));
      const check = spawnSync(nginx, ['-t', '-p', dir, '-c', mainFile, '-e', 'stderr'], { encoding: 'utf8' });
      expect(check.stderr).toContain('test is successful');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
