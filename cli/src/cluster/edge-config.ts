import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The nginx site that compose and `npm run cluster` both run: `deploy/nginx/` at the repository's root. */
export const EDGE_TEMPLATE_FILE = fileURLToPath(new URL('../../../deploy/nginx/iec-bets.conf.template', import.meta.url));

export interface EdgeSite {
  port: number;
  clientRoot: string;
  /** host:port of every command-service replica. */
  commandServices: string[];
  /** host:port of every query-service replica. */
  queryServices: string[];
  /** The file requests are logged to (by path only: see the template). */
  accessLog: string;
  /** Whether the site is served over HTTPS (COOKIE_SECURE), which is when the edge sends HSTS, as the services do. */
  httpsOnly: boolean;
}

/**
 * A replica that fails is left alone for a few seconds before nginx tries it again, so that while one is down
 * (killed, restarting) requests go to the others instead of each paying for a refused connection.
 */
const upstreamServer = (address: string) => `server ${address} max_fails=1 fail_timeout=3s;`;

/**
 * Fills the template's ${NAME} variables, as the official nginx image's envsubst does, and nothing else: `$name`
 * without braces is nginx's own. A variable of the template that has no value is an error, not an empty string.
 */
export function renderEdgeSite(template: string, site: EdgeSite): string {
  if (site.commandServices.length === 0 || site.queryServices.length === 0) {
    throw new Error('The edge needs at least one command-service and one query-service');
  }
  const values: Record<string, string> = {
    NGINX_PORT: String(site.port),
    CLIENT_ROOT: site.clientRoot,
    COMMAND_SERVICE_SERVERS: site.commandServices.map(upstreamServer).join('\n    '),
    QUERY_SERVICE_SERVERS: site.queryServices.map(upstreamServer).join('\n    '),
    NGINX_ACCESS_LOG: site.accessLog,
    COOKIE_SECURE: String(site.httpsOnly),
    // The cluster's replicas are addresses: nothing to look up again.
    EDGE_RESOLVER: '',
  };
  return template.replace(/\$\{([A-Z_]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The edge template uses \${${name}}, which has no value`);
    return value;
  });
}

export interface EdgeMainConfig {
  /** nginx's prefix: its pid file, logs and temporary files go here. */
  prefixDir: string;
  /** The rendered site, included inside `http {}`. */
  siteFile: string;
  /** Debian's brotli_static module when installed (libnginx-mod-http-brotli-static), to send the build's .br files. */
  brotliModule?: string | undefined;
  /** Set when nginx starts as root, so that its workers can read the files of the user who started it. */
  user?: string | undefined;
}

/**
 * The main nginx.conf around the site for Debian's nginx run by hand: in the foreground, every path inside the
 * prefix (no root-owned /var/log or /run), the MIME types Debian ships.
 */
export function renderEdgeMainConfig(config: EdgeMainConfig): string {
  const lines = [
    ...(config.brotliModule ? [`load_module ${config.brotliModule};`] : []),
    ...(config.user ? [`user ${config.user};`] : []),
    'worker_processes 2;',
    `pid ${config.prefixDir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 8192; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    // The site logs its requests itself, in its own format; nothing else is served.
    '    access_log off;',
    `    client_body_temp_path ${config.prefixDir}/client-body;`,
    `    proxy_temp_path ${config.prefixDir}/proxy;`,
    `    fastcgi_temp_path ${config.prefixDir}/fastcgi;`,
    `    uwsgi_temp_path ${config.prefixDir}/uwsgi;`,
    `    scgi_temp_path ${config.prefixDir}/scgi;`,
    '    sendfile on;',
    ...(config.brotliModule ? ['    brotli_static on;'] : []),
    `    include ${config.siteFile};`,
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

export function readEdgeTemplate(): string {
  return readFileSync(EDGE_TEMPLATE_FILE, 'utf8');
}
