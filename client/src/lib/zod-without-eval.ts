// What the client's bundle gets for `import ... from 'zod'` (vite.config.ts aliases it here): zod itself, once the
// setting that keeps it from probing for eval is in place. Imports run in the order written, so that one runs first.
// This took the place of a script of its own in the page, which cost a phone one more request before its first paint.
import './zod-jitless-setting';

export * from 'zod/v4';
export { default } from 'zod/v4';
