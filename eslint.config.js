// The house rules that a review would otherwise have to remember: typescript-eslint's recommended checks, React's
// rules of hooks, and the import boundaries of the design. `npm run lint` runs it with zero warnings allowed, in CI.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const clientFeatures = readdirSync(new URL('./client/src/features', import.meta.url));

/** The back-end workspaces that run as services of their own: none may reach into another. */
const services = ['command-service', 'query-service', 'projector', 'notifier'];

/** Code that ships: everything but tests, their support and the browser journeys. */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'client/e2e/**', 'testing/**'];

/** The back end's layers, one way: contracts <- platform <- services <- the command line and the benchmark. */
const layerZones = [
  {
    target: 'contracts',
    from: ['platform', ...services, 'cli', 'bench', 'client', 'testing'],
    message: 'contracts is the bottom layer: it imports no other workspace.',
  },
  {
    target: 'platform',
    from: [...services, 'cli', 'bench', 'client'],
    message: 'platform serves the services and imports none of them.',
  },
  {
    target: services,
    from: ['cli', 'bench', 'client'],
    message: 'The command line and the benchmark are built on the services, never the other way round.',
  },
  {
    target: 'client',
    from: ['platform', ...services, 'cli', 'bench'],
    message: 'The web client runs in the browser: of the back end it shares the contracts only.',
  },
];

const serviceZones = services.map((service) => ({
  target: service,
  from: services.filter((other) => other !== service),
  message: 'A service never imports another service: share through contracts or platform.',
}));

/** The web client: shared code -> features -> app, and no feature reaches into another. */
const clientZones = [
  {
    target: ['client/src/components', 'client/src/hooks', 'client/src/lib', 'client/src/api'],
    from: ['client/src/features', 'client/src/app'],
    message: 'Shared client code is used by features and the app, and imports neither.',
  },
  {
    target: 'client/src/features',
    from: 'client/src/app',
    message: 'Features are composed by the app, and never import it.',
  },
  ...clientFeatures.map((feature) => ({
    target: `client/src/features/${feature}`,
    from: 'client/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to shared code, or compose them in app.',
  })),
];

/** Resolves imports as TypeScript does for these projects, workspaces by their TypeScript sources. */
function resolverFor(project) {
  return createTypeScriptImportResolver({
    project,
    conditionNames: ['source', 'types', 'import', 'default'],
    noWarnOnMultipleProjects: true,
  });
}

const noTestSupport = {
  // The testing workspace by its name, or by a path into it.
  group: ['**/test-support', '**/test-support/**', '@iec-bets/testing', '@iec-bets/testing/**', '**/testing/src', '**/testing/src/**'],
  message: 'Product code never imports test support.',
};

const viaAlias = {
  group: ['../../*'],
  message: "Import what lies outside a feature's own folders through the @/ alias (client/src).",
};

/**
 * The browser's bundle turns zod's eval probe off by aliasing `zod` itself (client/src/lib/zod-without-eval.ts); a
 * module of zod's reached by another name could load zod before that setting, and the page's policy would refuse it.
 */
const zodWhole = {
  group: ['zod/*'],
  message: "Import from 'zod' itself: the client's bundle sets it up through that name (client/src/lib/zod-without-eval.ts).",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.d.ts', 'client/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolverFor(['*/tsconfig.json', '!client/tsconfig.json'])] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Every import must resolve, or the boundaries below could not see where it leads.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...clientZones] }],
    },
  },
  {
    // The client's own tsconfig alone, so that its `@/` alias always resolves, whichever file is linted.
    files: ['client/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [resolverFor('client/tsconfig.json')] },
  },
  {
    // The command line's launcher (cli/bin) is product code in plain JavaScript.
    files: ['**/*.{ts,tsx,js}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [noTestSupport] }],
      // Product code of one service never loads another's; their tests may, to watch them work together.
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...clientZones, ...serviceZones] }],
    },
  },
  {
    // The contracts are bundled into the client too.
    files: ['contracts/src/**/*.ts'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestSupport, zodWhole] }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [viaAlias, zodWhole] }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [viaAlias, noTestSupport, zodWhole] }] },
  },
  {
    // The one module that reaches zod by another name: 'zod' itself leads back here.
    files: ['client/src/lib/zod-without-eval.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [viaAlias, noTestSupport] }] },
  },
);
