import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalPushService {
  /** `https://127.0.0.1:<port>`, as subscriptions name it. */
  origin: string;
  /** `127.0.0.1:<port>`, for PUSH_SERVICE_HOSTS. */
  host: string;
  /** The certificate the server must trust (NODE_EXTRA_CA_CERTS): self-signed for 127.0.0.1, made for this run. */
  caFile: string;
  /** Push messages received so far, and when the first and the latest came (performance.now()). */
  received(): { count: number; firstAt: number | null; lastAt: number | null };
  close(): Promise<void>;
}

/**
 * A push service on loopback that accepts every message (201, as FCM and Mozilla's autopush answer) and counts
 * them: what the notifier's web-push deliveries reach in the national benchmark. HTTPS, since web-push speaks
 * nothing else, with a certificate made by openssl for this run.
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-bench-push-'));
  const keyFile = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', keyFile, '-out', caFile, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  let count = 0;
  let firstAt: number | null = null;
  let lastAt: number | null = null;
  const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, (request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.startsWith('/push/')) {
        count++;
        lastAt = performance.now();
        firstAt ??= lastAt;
        response.writeHead(201).end();
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    caFile,
    received: () => ({ count, firstAt, lastAt }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
