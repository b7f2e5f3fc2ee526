import { fileURLToPath } from 'node:url';
import type { ProcessSpec } from './supervised-process.js';

/** The repository's root, from this file in src/ or in dist/. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The built entry of a service workspace, as the distributed setup runs it. */
export const serviceEntry = (workspace: string) => `${ROOT}${workspace}/dist/main.js`;

/** Two of each: one projector holds the projector lease and the other stands by to take over when it dies. */
export const REPLICAS = { 'command-service': 2, 'query-service': 2, projector: 2 } as const;

export interface TopologyInput {
  /** The environment every service gets: stores (DATA_DIR, REDIS_URL, ...), keys and settings. */
  serviceEnv: NodeJS.ProcessEnv;
  /** What the command-services alone get besides: the key that signs links to choose a new password. */
  commandServiceEnv?: NodeJS.ProcessEnv;
  /** What the notifier alone gets besides: the same key, which signs the newsletter's links to leave. */
  notifierEnv?: NodeJS.ProcessEnv;
  commandServicePorts: number[];
  queryServicePorts: number[];
  /** The node binary to run the services with. */
  node: string;
}

/**
 * The services of the distributed setup, in the order they start: the projectors first (the first to start takes
 * the lease and prepares the read models), then the replicas of both services, then the notifier. Every service listens on loopback only and
 * believes X-Forwarded-For only from nginx on loopback.
 */
export function serviceSpecs(input: TopologyInput): ProcessSpec[] {
  const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    ...input.serviceEnv,
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: '127.0.0.1',
    ...extra,
  });
  const replica = (role: 'command-service' | 'query-service', port: number, index: number): ProcessSpec => ({
    role,
    name: `${role}#${index + 1}`,
    command: input.node,
    args: [serviceEntry(role)],
    env: env({ ...(role === 'command-service' ? input.commandServiceEnv : {}), PORT: String(port) }),
    port,
  });
  const projector = (index: number): ProcessSpec => ({
    role: 'projector',
    name: `projector#${index + 1}`,
    command: input.node,
    args: [serviceEntry('projector')],
    env: env({}),
  });
  return [
    ...Array.from({ length: REPLICAS.projector }, (_, index) => projector(index)),
    ...input.commandServicePorts.map((port, index) => replica('command-service', port, index)),
    ...input.queryServicePorts.map((port, index) => replica('query-service', port, index)),
    { role: 'notifier', name: 'notifier', command: input.node, args: [serviceEntry('notifier')], env: env({ ...input.notifierEnv, NOTIFIER_ROLE: 'all' }) },
  ];
}
