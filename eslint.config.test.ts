import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The rules that `import` broke in a file at `filePath` (relative to the repository), as `rule: message` lines. */
async function brokenBy(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = value;\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('the import boundaries that npm run lint enforces', () => {
  it('lets a feature use shared code through the @/ alias and its own folders relatively', async () => {
    expect(await brokenBy('client/src/features/auth/components/new-form.tsx', "import { value } from '@/lib/api-error';")).toEqual([]);
    expect(await brokenBy('client/src/features/auth/components/new-form.tsx', "import { value } from '../api/login';")).toEqual([]);
  });

  it('stops a client feature from importing another feature', async () => {
    expect(
      await brokenBy('client/src/features/auth/components/new-form.tsx', "import { value } from '@/features/friends/api/search-users';"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports another feature/)]);
  });

  it('keeps shared client code below the features and features below the app', async () => {
    expect(await brokenBy('client/src/components/new-panel.tsx', "import { value } from '@/features/auth/api/login';")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared client code is used by features and the app/),
    ]);
    expect(await brokenBy('client/src/features/auth/components/new-form.tsx', "import { value } from '@/app/session';")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features are composed by the app/),
    ]);
  });

  it('asks for the @/ alias instead of climbing out of a feature', async () => {
    expect(await brokenBy('client/src/features/auth/components/new-form.tsx', "import { value } from '../../../lib/api-error';")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*through the @\/ alias/),
    ]);
  });

  it("stops a service's product code from importing another service, and lets its tests watch them together", async () => {
    expect(await brokenBy('notifier/src/new-module.ts', "import { value } from '@iec-bets/projector';")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A service never imports another service/),
    ]);
    expect(await brokenBy('notifier/src/new-module.test.ts', "import { value } from '@iec-bets/projector';")).toEqual([]);
  });

  it('keeps the layers one way: platform never imports a service', async () => {
    expect(await brokenBy('platform/src/new-module.ts', "import { value } from '@iec-bets/query-service';")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*platform serves the services/),
    ]);
  });

  it('keeps the layers one way: a service never imports the command line or the benchmark', async () => {
    expect(await brokenBy('notifier/src/new-module.ts', "import { value } from '@iec-bets/cli';")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The command line and the benchmark are built on the services/),
    ]);
    expect(await brokenBy('projector/src/new-module.test.ts', "import { value } from '../../bench/src/report.js';")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The command line and the benchmark are built on the services/),
    ]);
  });

  it('keeps the back end out of the web client, which shares the contracts only', async () => {
    for (const workspace of ['@iec-bets/platform', '@iec-bets/query-service']) {
      expect(await brokenBy('client/src/lib/new-helper.ts', `import { value } from '${workspace}';`), workspace).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*The web client runs in the browser/),
      ]);
    }
    expect(await brokenBy('client/src/lib/new-helper.ts', "import { value } from '@iec-bets/contracts';")).toEqual([]);
  });

  it("has the client and the contracts reach zod by its own name, which the client's bundle sets up", async () => {
    for (const file of ['client/src/features/auth/components/new-form.tsx', 'contracts/src/new-schema.ts']) {
      expect(await brokenBy(file, "import { value } from 'zod/v4';"), file).toEqual([expect.stringMatching(/^no-restricted-imports: .*Import from 'zod' itself/)]);
      expect(await brokenBy(file, "import { value } from 'zod';"), file).toEqual([]);
    }
  });

  it('stops product code from importing test support, which tests may use', async () => {
    expect(await brokenBy('projector/src/new-module.ts', "import { value } from './test-support/given-events.js';")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Product code never imports test support/),
    ]);
    expect(await brokenBy('query-service/src/new-module.ts', "import { value } from '@iec-bets/testing';")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Product code never imports test support/),
    ]);
    // The testing workspace by a path, and from the command line's JavaScript launcher.
    expect(await brokenBy('query-service/src/new-module.ts', "import { value } from '../../testing/src/index.js';")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Product code never imports test support/),
    ]);
    expect(await brokenBy('cli/bin/new-launcher.js', "import { value } from '../src/test-support/all-routes-app.js';")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Product code never imports test support/),
    ]);
    expect(await brokenBy('projector/src/new-module.test.ts', "import { value } from './test-support/given-events.js';")).toEqual([]);
  });
});
