import { createServer, type IncomingHttpHeaders } from 'node:http';
import { Agent } from 'node:https';
import { createConnection, type AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface CannedAnswer {
  status: number;
  body?: string | object;
}

export interface LocalHttpService {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: RecordedRequest[];
  /** Answers every following request this way (201 with no body until told otherwise). */
  answerWith(answer: CannedAnswer): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free loopback port that stands in for an external API: it records each request whole and
 * answers as the test says.
 */
export async function startLocalHttpService(): Promise<LocalHttpService> {
  const requests: RecordedRequest[] = [];
  let answer: CannedAnswer = { status: 201 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const body = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status, typeof answer.body === 'object' ? { 'content-type': 'application/json' } : {});
      response.end(body);
    });
  });
  // Port 0: the kernel picks a free port at bind time, so nothing can take it in between.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answerWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * web-push always sends with `https.request`; this agent hands it a plain TCP connection, so that it can talk to the
 * local push service over http. Production uses no agent.
 */
export class PlainTcpAgent extends Agent {
  override createConnection(options: { host?: string | null; port?: number | null }, callback?: unknown) {
    void callback;
    return createConnection({ host: options.host ?? '127.0.0.1', port: options.port ?? 80 });
  }
}
