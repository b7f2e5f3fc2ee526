import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ProcessSpec {
  /** What the process is in the topology: command-service, query-service, projector, notifier, nginx or redis. */
  role: string;
  /** Tells replicas of a role apart in logs, e.g. "command-service#2". */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** The port it listens on, if any. */
  port?: number | undefined;
}

export interface SupervisorEvents {
  /** A process (re)started: its pid changed. */
  started(process: SupervisedProcess): void;
  /** A line it printed, for the cluster's own output. */
  output(process: SupervisedProcess, line: string): void;
  /** It ended on its own; it will be started again after `delayMs`. */
  crashed(process: SupervisedProcess, how: string, delayMs: number): void;
}

/** The first restart waits this long, each following one twice as long, up to MAX_RESTART_DELAY_MS. */
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 10_000;
/** A process that ran this long before it ended is taken to have been healthy: its next restart is quick again. */
const HEALTHY_AFTER_MS = 30_000;
/** How long a process may take to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * One process of the cluster, started again with backoff whenever it ends unasked, until it is stopped. A crash
 * loop (a service that cannot start) backs off to one attempt every 10 s instead of spinning.
 */
export class SupervisedProcess {
  private child: ChildProcess | undefined;
  private stopping = false;
  private crashesInARow = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly spec: ProcessSpec,
    private readonly events: SupervisorEvents,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    const startedAt = Date.now();
    // In a process group of its own: a Ctrl-C in the terminal reaches only the cluster, which then stops its
    // processes in order (the entry first, Redis last) instead of all of them dying at once.
    const child = spawn(this.spec.command, this.spec.args, {
      env: this.spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => this.events.output(this, line));
    }
    this.exited = new Promise((resolve) => {
      // 'close', not 'exit': a process that could not even be spawned (ENOENT, EAGAIN) gets 'error' and 'close' only.
      child.once('close', (code, signal) => {
        resolve();
        if (this.stopping) return;
        this.crashesInARow = Date.now() - startedAt >= HEALTHY_AFTER_MS ? 1 : this.crashesInARow + 1;
        const delayMs = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (this.crashesInARow - 1));
        this.events.crashed(this, signal ? `was killed by ${signal}` : `exited with code ${code}`, delayMs);
        this.restartTimer = setTimeout(() => this.start(), delayMs);
      });
    });
    // A binary that cannot be started at all ends up here, and in 'close' as a crash.
    child.once('error', (error) => this.events.output(this, `could not be started: ${error.message}`));
    if (child.pid !== undefined) this.events.started(this);
  }

  /** From now on, an end of the process is expected: it is not started again. */
  retire(): void {
    this.stopping = true;
    clearTimeout(this.restartTimer);
  }

  /** SIGTERM without waiting for the end, and no restart: for a supervisor that is ending itself. */
  abandon(): void {
    this.retire();
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }

  /** SIGTERM, then SIGKILL if it is still there after the grace period; no restart afterwards. */
  async stop(): Promise<void> {
    this.retire();
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(killer);
  }
}
