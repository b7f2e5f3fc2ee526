import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * zod, the forms' library (react-hook-form) and Radix with what its dialogs lean on, each in a chunk of its own,
 * loaded with the first screen that needs it. Left to itself, the bundler cuts them into a dozen small shared
 * chunks, and a phone on a slow network pays a round trip for every few of them (a browser opens six connections to
 * a server at most). Only the modules named: not React and the rest of what they import, which the landing page's
 * first JavaScript holds already.
 */
/** The production build that React Router ships beside the development one its package's exports name. */
const reactRouterProductionBuild = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

const codeSplitting = {
  includeDependenciesRecursively: false,
  groups: [
    // What every page runs, React, its router and react-query, in one chunk: left to itself, the bundler cut them into
    // five small shared chunks beside the entry, each compressed on its own, which cost the landing page 2 kB more
    // (gzip), and a new build changed them with the app's code. Not react-query's mutations and parallel reads: only
    // members' screens use them, and they load with those.
    {
      name: 'framework',
      test: (id: string) =>
        /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/.test(id) &&
        !/[\\/](useMutation|mutationObserver|useQueries|queriesObserver)\.js$/.test(id),
    },
    // zod alone: forms check with it, and so does the realtime feed once its first message comes, forms or not. With it
    // the module that sets it up first (src/lib/zod-without-eval.ts), which would otherwise be a chunk of its own.
    { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-(without-eval|jitless-setting)\.ts$/ },
    // With it the unsent words' keeping (src/lib/kept-drafts.ts, src/hooks/use-kept-draft.ts, the note that says so),
    // used by forms and by the log-in and log-out that forget them: chunks of their own would cost the landing page's
    // entry their names.
    {
      name: 'forms',
      test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]|[\\/]src[\\/](lib[\\/]kept-drafts|hooks[\\/]use-kept-draft|components[\\/]form[\\/]restored-draft-note)\.tsx?$/,
    },
    // Small helpers that several lazy screens share, each of a few hundred bytes at most: as chunks of their own, each
    // cost the landing page's entry its name (about ten bytes that compression cannot shrink) in the list of what a
    // lazy import preloads. One chunk of them all costs one name, and a screen loads a kilobyte it partly needs. Two
    // reads are among them: which alert channels the server delivers (the sign-up and log-in forms ask it too), and a
    // member's answer to a question (home and /vote ask it, and so does a question's history page).
    {
      name: 'shared-helpers',
      test: /[\\/]src[\\/](lib[\\/](replayable|take-dropped-focus|settings-paths|focus-after-sign-in|bring-into-sight|opens-after-today|worked-answer)|components[\\/]form[\\/]missing-fields|hooks[\\/]use-older-pages-end|api[\\/](get-alert-channels|get-user-answer))\.ts$/,
    },
    {
      name: 'radix',
      test: /[\\/]node_modules[\\/](@radix-ui|react-remove-scroll[^\\/]*|react-style-singleton|aria-hidden|use-sidecar|use-callback-ref|get-nonce|detect-node-es|tslib)[\\/]/,
    },
  ],
};

/**
 * The files a lazy import has preloaded beside it, minus two kinds the landing page's first JavaScript spends bytes
 * naming for nothing: the imported file itself (its `import()` asks for it in the same moment), and the chunks every
 * page has loaded before any lazy import runs (React's and the bundler's runtime). Each name left in costs the entry
 * about ten bytes of hash that compression cannot shrink. The entry page's own preloads are kept whole.
 */
function preloadedBesideLazyImport(importedFile: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  if (hostType === 'html') return deps;
  return deps.filter((file) => file !== importedFile && !/(^|\/)(framework|rolldown-runtime)-[^/]+\.js$/.test(file));
}

// `source` makes the workspaces' TypeScript (e.g. @iec-bets/contracts) part of the bundle, so no build of them is needed.
// `vite build --ssr src/entry-server.tsx --outDir dist/ssr` (after the client's build) builds the landing page's
// server renderer, which the query-service loads from there.
export default defineConfig(({ isSsrBuild, mode }) => ({
  // Brotli and gzip copies beside each file, served as they are (`preCompressed`): phones on slow networks get small
  // files without the server compressing on every request. The server renderer is read from disk, never sent.
  plugins: isSsrBuild ? [react()] : [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  // `@/` is the client's `src`: shared code and features are imported by where they live, not by `../../../`.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // In the browser's bundle, every `from 'zod'`, the contracts' included, gets zod set up not to probe for eval (the
      // page's policy forbids it). Not in the server renderer's, which runs inside the query-service, beside its zod.
      ...(isSsrBuild ? [] : [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) }]),
      // React Router's package points every import at its development build, whose warnings build their messages on
      // every render of the routes; a production bundle takes its production build (same code, warnings off).
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }] : []),
    ],
    conditions: ['source', ...defaultClientConditions],
  },
  // The manifest names each chunk's static and lazy imports: the benchmark reads the landing route's JavaScript from it.
  build: isSsrBuild
    ? { emptyOutDir: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // No polyfill for `<link rel="modulepreload">`: every browser the CSP and the ES modules already need has it
        // but Safari before 17, which loads the same files a moment later; the landing page's JavaScript is 0.2 kB less.
        modulePreload: { polyfill: false, resolveDependencies: preloadedBesideLazyImport },
        // One stylesheet for every screen (9 kB brotli), not one per chunk: a member's page asked for two to five
        // small ones first, at the highest priority, and each took one of a phone's six connections for a round trip
        // while the screen's scripts waited. The landing page pays about 6 kB more for it.
        cssCodeSplit: false,
        rolldownOptions: {
          // The page's entry, and the few hundred bytes that keep a tap on a member's picture of their screen until the
          // app takes over (src/app/snapshot-taps.ts), which a page with such a picture asks for ahead of the app.
          input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'snapshot-taps': fileURLToPath(new URL('./src/app/snapshot-taps.ts', import.meta.url)) },
          // Seven characters of hash (42 bits) rather than eight: the landing page's entry names 44 chunks in what its
          // lazy imports preload, and a hash is the one part of a name compression cannot shrink (about 60 bytes in
          // all). Seven still tell one build's file from another's for the browser's cache, the only thing they are
          // for; should the chunks grow too many for seven to keep apart, the bundler refuses to build and says so.
          output: { codeSplitting, chunkFileNames: 'assets/[name]-[hash:7].js', entryFileNames: 'assets/[name]-[hash:7].js' },
        },
      },
  // One self-contained file: the query-service runs it from the build's folder, where no node_modules are around.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    // `npm run dev -w @iec-bets/client` beside `npm start`: the page and the API share an origin through this proxy.
    proxy: {
      '/api': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
