import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { BenchSettings } from '../bench-settings-schema.js';

/**
 * The /ws baseline: a bare `ws` server in its own process, like the product's server. `POST /broadcast` sends its
 * body as one text message to every connected client, serialized once, with nothing else on the way: what fanning
 * a message out costs on this machine at all.
 */
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/broadcast') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const payload = Buffer.concat(chunks);
      for (const client of wss.clients) client.send(payload, { binary: false });
      response.writeHead(204).end();
    });
    return;
  }
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});
server.on('upgrade', (request, socket, head) => {
  if (request.url !== '/ws') return socket.destroy();
  wss.handleUpgrade(request, socket, head, (ws) => ws.on('error', () => ws.terminate()));
});
server.listen(BenchSettings.pick({ PORT: true }).parse(process.env).PORT, '127.0.0.1', () => console.log('listening'));
