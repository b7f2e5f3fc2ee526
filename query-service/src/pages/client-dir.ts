import { fileURLToPath } from 'node:url';

/** Where `npm run build` puts the web client: `client/dist` at the repository's root, from source or from dist. */
export function defaultClientDir(): string {
  return fileURLToPath(new URL('../../../client/dist', import.meta.url));
}
