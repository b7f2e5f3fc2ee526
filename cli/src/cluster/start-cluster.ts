import { emailSetupProblems } from '@iec-bets/command-service';
import { type Config, ConfigError, freePort, loadNewsletterLinkSecret, loadPasswordResetSecret, loadVapidKeys } from '@iec-bets/platform';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultClientDir } from '../web-client/client-dir.js';
import { findBinary } from './binaries.js';
import { portIsFree } from './port-free.js';
import { writeClusterFile } from './cluster-file.js';
import { REPLICAS, serviceSpecs } from './cluster-topology.js';
import { writeEdgeFiles } from './edge-files.js';
import { type ProcessSpec, SupervisedProcess } from './supervised-process.js';
import { waitUntilHealthy, waitUntilListening } from './wait-until-listening.js';

const START_TIMEOUT_MS = 30_000;

export class ClusterSetupError extends Error {
  override name = 'ClusterSetupError';
}

export interface RunningCluster {
  entry: string;
  /** Stops every process in order: the entry first, Redis last. */
  stop(): Promise<void>;
  /** Sends every process SIGTERM at once, without waiting: for when this process is ending anyway. */
  abandon(): void;
}

/**
 * The distributed topology on one machine without Docker: Redis and nginx from Debian's packages, two
 * command-services, two query-services, two projectors (one at work, one standing by) and the notifier, each a
 * process of its own, sharing DATA_DIR's SQLite files (or the servers EVENTSTORE_URL and MONGODB_URL name). nginx is
 * the one public entry, on PORT. A process that ends unasked is started again; DATA_DIR/cluster.json always lists
 * the running ones.
 */
export async function startCluster(config: Config, log: (line: string) => void): Promise<RunningCluster> {
  // Said at once, as `iec-bets start` says it, rather than by command-services that refuse to start again and again
  // until the cluster gives up waiting for them (its secret is handed to them from DATA_DIR).
  const emailProblems = emailSetupProblems(config, { secretKeptInDataDir: true });
  if (emailProblems.length > 0) throw new ConfigError(emailProblems);
  const nginx = findBinary('nginx');
  if (!nginx) throw new ClusterSetupError('npm run cluster needs nginx: apt-get install nginx');
  const redisServer = config.REDIS_URL ? null : findBinary('redis-server');
  if (!config.REDIS_URL && !redisServer) {
    throw new ClusterSetupError('npm run cluster needs redis-server (apt-get install redis-server), or REDIS_URL');
  }
  const clientRoot = config.CLIENT_DIR ?? defaultClientDir();
  if (!existsSync(join(clientRoot, 'index.html'))) throw new ClusterSetupError('The web client is not built: run npm run build');
  if (!(await portIsFree(config.PORT))) {
    throw new ClusterSetupError(`Port ${config.PORT} is already in use, and it is where the cluster's entry (nginx) listens: stop what uses it, or set PORT`);
  }
  mkdirSync(config.DATA_DIR, { recursive: true });

  const entry = `http://127.0.0.1:${config.PORT}`;
  const running: SupervisedProcess[] = [];
  const writeFile = () =>
    writeClusterFile(config.DATA_DIR, {
      entry,
      processes: running.flatMap((process) =>
        process.pid === undefined ? [] : [{ role: process.spec.role, pid: process.pid, ...(process.spec.port ? { port: process.spec.port } : {}) }],
      ),
    });
  const events = {
    started: () => writeFile(),
    output: (process: SupervisedProcess, line: string) => log(`${process.spec.name} | ${line}`),
    crashed: (process: SupervisedProcess, how: string, delayMs: number) =>
      log(`cluster | ${process.spec.name} (pid ${process.pid}) ${how}; starting it again in ${delayMs} ms`),
  };
  const launch = (spec: ProcessSpec) => {
    const process = new SupervisedProcess(spec, events);
    running.push(process);
    process.start();
    return process;
  };
  const stop = async () => {
    for (const process of running) process.retire();
    // The entry first, so nothing new comes in; Redis last, so the services can finish with it.
    for (const process of [...running].reverse()) await process.stop();
  };

  try {
    let redisUrl = config.REDIS_URL;
    if (redisServer) {
      const port = await freePort();
      const dir = join(config.DATA_DIR, 'redis');
      mkdirSync(dir, { recursive: true });
      launch({
        role: 'redis',
        name: 'redis',
        command: redisServer,
        // Jobs and counters survive a restart of Redis (append-only file); no snapshots on top of that.
        args: ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '', '--loglevel', 'warning'],
        env: {},
        port,
      });
      await waitUntilListening(port, START_TIMEOUT_MS, 'redis-server');
      redisUrl = `redis://127.0.0.1:${port}`;
    }

    // One web-push key pair for every service, one key for every command-service to sign and check links to choose a
    // new password, and one for the newsletter's links, which the notifier signs too: kept in DATA_DIR like the
    // embedded setup's, unless configured.
    const vapid = loadVapidKeys(config);
    const passwordResetSecret = loadPasswordResetSecret(config);
    const newsletterLinkSecret = loadNewsletterLinkSecret(config);
    // One call, so that no port is handed out twice.
    const servicePorts = await freePorts(REPLICAS['command-service'] + REPLICAS['query-service']);
    const commandServicePorts = servicePorts.slice(0, REPLICAS['command-service']);
    const queryServicePorts = servicePorts.slice(REPLICAS['command-service']);
    const specs = serviceSpecs({
      node: process.execPath,
      commandServicePorts,
      queryServicePorts,
      serviceEnv: {
        ...process.env,
        DATA_DIR: config.DATA_DIR,
        // The query-services render the pages from the build that nginx serves the files of.
        CLIENT_DIR: clientRoot,
        REDIS_URL: redisUrl,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      },
      // Each key where it is needed alone: the command-services sign and check links with both; the notifier signs the
      // newsletter's links to leave, and holds no key that could open an account.
      commandServiceEnv: { PASSWORD_RESET_SECRET: passwordResetSecret, NEWSLETTER_LINK_SECRET: newsletterLinkSecret },
      notifierEnv: { NEWSLETTER_LINK_SECRET: newsletterLinkSecret },
    });
    for (const spec of specs) launch(spec);
    await Promise.all([
      ...commandServicePorts.map((port) => waitUntilListening(port, START_TIMEOUT_MS, 'A command-service')),
      ...queryServicePorts.map((port) => waitUntilHealthy(`http://127.0.0.1:${port}/api/health`, START_TIMEOUT_MS, 'A query-service')),
    ]);

    launch({
      role: 'nginx',
      name: 'nginx',
      command: nginx,
      args: writeEdgeFiles(join(config.DATA_DIR, 'nginx'), {
        port: config.PORT,
        clientRoot,
        commandServices: commandServicePorts.map((port) => `127.0.0.1:${port}`),
        queryServices: queryServicePorts.map((port) => `127.0.0.1:${port}`),
        httpsOnly: config.COOKIE_SECURE,
      }),
      env: {},
      port: config.PORT,
    });
    await waitUntilListening(config.PORT, START_TIMEOUT_MS, 'nginx');
    writeFile();
    const abandon = () => {
      for (const process of running) process.abandon();
    };
    return { entry, stop, abandon };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}
