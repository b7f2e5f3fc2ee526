import { describe, expect, it } from 'vitest';
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
});
