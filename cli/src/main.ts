import { DomainError, UnknownUsernameError } from '@iec-bets/command-service';
import { ConfigError, HttpError, QueueFileInUseError } from '@iec-bets/platform';
import { parseArgs } from 'node:util';
import { runAdminRights } from './commands/admin-rights.js';
import { UsageError } from './commands/usage-error.js';
import { runCluster } from './commands/cluster.js';
import { ClusterSetupError } from './cluster/start-cluster.js';
import { NoDataError } from './commands/existing-data.js';
import { runExport } from './commands/export.js';
import { runReplay } from './commands/replay.js';
import { runRescore } from './commands/rescore.js';
import { runSeedDemo } from './commands/seed-demo.js';
import { runSendEmailConfirmations } from './commands/send-email-confirmations.js';
import { runStart } from './commands/start.js';
import { LogAlteredError, runVerify } from './commands/verify.js';
import { DemoDataConflictError } from './demo/write-demo-data.js';
import { DataDirInUseError } from './server/data-dir-in-use-error.js';

const USAGE = `Usage: iec-bets <command>

Commands:
  start                      run the whole product in one process (PORT, DATA_DIR)
  cluster                    run the distributed setup on this machine: nginx on PORT, Redis, two
                             command-services, two query-services, two projectors and the notifier
  grant-admin <username>     give a user admin rights
  revoke-admin <username>    take admin rights away
  replay                     rebuild every read model from the event log and swap it in
  rescore --rule NAME [--dry-run]
                             replay the log under another scoring rule (crowd-brier-v1, accuracy-v0): the top
                             20 before and after and how many ranks move; without --dry-run, adopt it
  verify                     recompute every hash chain and daily seal from the event log; exits non-zero,
                             naming the first broken event, when the log was altered
  export [--category C]... [--since ISO] [--until ISO] [--out FILE]
                             write the event log as NDJSON (passwords redacted)
  send-email-confirmations [--dry-run]
                             mail a link to confirm their address to everyone with email alerts on and an
                             address not yet confirmed (their alerts wait for it); needs the server's SMTP_URL,
                             MAIL_FROM, PUBLIC_ORIGIN and signing key (PASSWORD_RESET_SECRET, or its DATA_DIR)
  seed-demo                  load fictional South African demo data (users, questions, votes, research hub);
                             running it again adds nothing

Stores: SQLite files in DATA_DIR, or EventStoreDB / MongoDB / Redis when EVENTSTORE_URL, MONGODB_URL, REDIS_URL are set.`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
      return runStart();
    case 'cluster':
      return runCluster();
    case 'grant-admin':
    case 'revoke-admin':
      return runAdminRights(command === 'grant-admin' ? 'grant' : 'revoke', rest[0]);
    case 'replay':
      return runReplay();
    case 'seed-demo':
      return runSeedDemo();
    case 'send-email-confirmations': {
      const { values } = parseArgs({ args: rest, options: { 'dry-run': { type: 'boolean', default: false } } });
      return runSendEmailConfirmations({ dryRun: values['dry-run'] ?? false });
    }
    case 'verify':
      return runVerify();
    case 'rescore': {
      const { values } = parseArgs({ args: rest, options: { rule: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
      return runRescore({ rule: values.rule, dryRun: values['dry-run'] ?? false });
    }
    case 'export': {
      const { values } = parseArgs({
        args: rest,
        options: {
          category: { type: 'string', multiple: true, default: [] },
          since: { type: 'string' },
          until: { type: 'string' },
          out: { type: 'string' },
        },
      });
      return runExport({ category: values.category ?? [], since: values.since, until: values.until, out: values.out });
    }
    case undefined:
    case 'help':
    case '--help':
      console.log(USAGE);
      return;
    default:
      throw new UsageError(`Unknown command: ${command}\n\n${USAGE}`);
  }
}

function isOperatorMistake(error: unknown): error is Error {
  const badArguments = (error as { code?: unknown } | null)?.code;
  return (
    error instanceof UsageError ||
    error instanceof HttpError ||
    error instanceof ConfigError ||
    error instanceof ClusterSetupError ||
    error instanceof UnknownUsernameError ||
    error instanceof DemoDataConflictError ||
    error instanceof LogAlteredError ||
    error instanceof DataDirInUseError ||
    error instanceof NoDataError ||
    error instanceof QueueFileInUseError ||
    error instanceof DomainError ||
    (typeof badArguments === 'string' && badArguments.startsWith('ERR_PARSE_ARGS'))
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Mistakes of the operator get their message alone; anything else its stack, to be reported.
  console.error(isOperatorMistake(error) ? error.message : error);
  process.exitCode = 1;
});
