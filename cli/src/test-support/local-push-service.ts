import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReceivedPush {
  path: string;
  topic: string | undefined;
  body: Buffer;
}

export interface LocalPushService {
  origin: string;
  /** The certificate to trust (NODE_EXTRA_CA_CERTS), since push services speak only https. */
  certificateFile: string;
  /** Every message posted, in order, copies included. */
  received: ReceivedPush[];
  /**
   * What each subscription's browser would be handed, per RFC 8030: a message with the Topic of one still held
   * replaces it, so a delivery sent twice is shown once.
   */
  heldFor(path: string): Buffer[];
  close(): Promise<void>;
}

/**
 * A push service on loopback that speaks what the notifier speaks to the real ones: https, a POST per message to the
 * subscription's endpoint, 201 Created. It answers after `delayMs`, as a service across the internet would, so that
 * a notifier killed while alerting has messages in flight.
 */
export async function startLocalPushService(options: { delayMs?: number } = {}): Promise<LocalPushService> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-push-service-'));
  const keyFile = join(dir, 'key.pem');
  const certificateFile = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certificateFile, '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const received: ReceivedPush[] = [];
  const held = new Map<string, Map<string, Buffer>>();
  let untitled = 0;
  const server: Server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certificateFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const topicHeader = request.headers.topic;
      const push = { path: request.url ?? '', topic: typeof topicHeader === 'string' ? topicHeader : undefined, body: Buffer.concat(chunks) };
      received.push(push);
      const messages = held.get(push.path) ?? new Map<string, Buffer>();
      messages.set(push.topic ?? `untitled-${++untitled}`, push.body);
      held.set(push.path, messages);
      setTimeout(() => response.writeHead(201).end(), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    certificateFile,
    received,
    heldFor: (path) => [...(held.get(path)?.values() ?? [])],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
