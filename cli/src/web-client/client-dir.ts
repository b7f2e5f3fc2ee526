import { fileURLToPath } from 'node:url';

/** Where `npm run build` puts the web client: `client/dist` beside this workspace, from source or from dist. */
export function defaultClientDir(): string {
  return fileURLToPath(new URL('../../client/dist', import.meta.url));
}
