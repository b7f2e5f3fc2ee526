import { createServer } from 'node:net';

/**
 * Whether a server could listen on `port` on every address, as nginx's `listen PORT` does. Checked before the cluster
 * starts: its readiness test (something accepts on PORT) was met by whatever held the port, so the cluster said it ran
 * while nginx, unable to bind, crashed and was started again, over and over.
 */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
