import type { RealtimeHello, RealtimeMessage } from '@iec-bets/contracts';
import { WebSocket } from 'ws';

export interface RealtimeSettings {
  /**
   * Bytes a socket may have waiting to be sent before it is dropped: its client does not read (a frozen tab, a
   * stalled network). A message is a few hundred bytes, so a client that reads at all never comes near it, and
   * the server's memory stays bounded by clients x this.
   */
  maxBufferedBytes: number;
  /** Each socket is pinged this often; one that has not answered the previous ping by then is cut off. */
  heartbeatIntervalMs: number;
  /** Largest message a client may send (the feed expects none); a larger frame closes the socket with 1009. */
  maxClientMessageBytes: number;
  /** On shutdown, how long clients get to answer the close handshake before their sockets are cut. */
  closeGraceMs: number;
  /**
   * Members whose last personal message (a friend request) the hello tracks one by one, until a message for everyone
   * passes them all. Past it, the hub forgets whose they were and names the latest to every member: each of them may
   * read again once for nothing, and a day of friend requests with no question cannot grow the hub without bound.
   */
  maxPersonalPositions: number;
  /**
   * How many clients a second may come back for their own data after a message for everyone (a resolution): the
   * frame asks them to spread their reads over `clients / this` seconds (RealtimeFrame's `refetchWithinMs`). About
   * what one replica serves of such reads (a client makes four or five) without its answers queueing.
   */
  refetchClientsPerSecond: number;
  /** The widest spread asked for, however many clients: past it, a player waits too long to see their result. */
  maxRefetchSpreadMs: number;
}

export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = {
  maxBufferedBytes: 64 * 1024,
  heartbeatIntervalMs: 30_000,
  maxClientMessageBytes: 1024,
  closeGraceMs: 1000,
  maxPersonalPositions: 10_000,
  refetchClientsPerSecond: 1_000,
  maxRefetchSpreadMs: 30_000,
};

/** The subset of a pino logger the hub writes to. */
export interface HubLogger {
  info(details: Record<string, unknown>, message: string): void;
}

const silent: HubLogger = { info: () => undefined };

/** Messages held while the hub finds out what it missed (see `held`): a few seconds' worth on election night. */
const MAX_HELD_MESSAGES = 10_000;

/** Close code 1001: the server goes away; the client reconnects (to another replica) after its delay. */
const GOING_AWAY = 1001;

/**
 * The open /ws sockets of one query-service, and the fan-out of each message to all of them. It keeps every socket
 * cheap to hold: a message is serialized once for all, a socket whose client stops reading is dropped rather than
 * buffered for, and one whose client vanished without a word is found by the heartbeat.
 */
export class RealtimeHub {
  readonly settings: RealtimeSettings;
  private readonly sockets = new Set<WebSocket>();
  /** The signed-in user of each socket that had a session when it opened, for the messages meant for one person. */
  private readonly users = new Map<WebSocket, string>();
  /** Sockets pinged by the last heartbeat that have not answered yet. */
  private readonly awaitingPong = new Set<WebSocket>();
  private readonly heartbeat: NodeJS.Timeout;
  private dropped = 0;
  /**
   * Every message for everyone stands at or before this position: those this hub sent, and those sent before it
   * listened (`listeningFrom`). Null until it listens: a client cannot be told what it missed.
   */
  private everyoneUpTo: number | null = null;
  /** The last message for one user, kept only while it is later than `everyoneUpTo` (friend requests are rare). */
  private readonly personalUpTo = new Map<string, number>();
  /**
   * Where messages for one person go up to, for any member, while it is later than `everyoneUpTo`: for whom they were
   * is not known (those sent before the hub listened, and those past `maxPersonalPositions`).
   */
  private personalForAnyoneUpTo: number | null = null;
  private listenedOnce = false;
  /**
   * Sockets opened before the hub first listened, their hello held until it does: a replica that is starting would
   * otherwise say null (it cannot tell yet), and every page moving to it after a restart would read all again.
   */
  private readonly awaitingHello = new Set<WebSocket>();
  /**
   * Messages heard after the notice bus came back and before the hub knows what it missed (`listeningFrom`), held
   * until then; null while it listens. Sent at once, they would raise a page's coverage past a message lost while the
   * bus was away (a friend request), and the hello after them would then find nothing missed.
   */
  private held: Array<{ message: RealtimeMessage; position: number; to: readonly string[] | undefined }> | null = null;

  constructor(settings: Partial<RealtimeSettings> = {}, private readonly logger: HubLogger = silent) {
    this.settings = { ...DEFAULT_REALTIME_SETTINGS, ...settings };
    this.heartbeat = setInterval(() => this.checkHeartbeats(), this.settings.heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  /** Sockets open now. */
  get clientCount(): number {
    return this.sockets.size;
  }

  /** Sockets cut off since the start because their client stopped reading or answering. */
  get droppedCount(): number {
    return this.dropped;
  }

  /**
   * The hub hears every message from now on; those sent before, which it could not hear, go up to `everyone` for
   * everyone, and to `personal` for one person.
   */
  listeningFrom(everyone: number, personal: number): void {
    this.noteEveryone(everyone);
    if (this.everyoneUpTo !== null && personal > this.everyoneUpTo) this.personalForAnyoneUpTo = Math.max(personal, this.personalForAnyoneUpTo ?? 0);
    this.listenedOnce = true;
    this.awaitingHello.clear();
    // The sockets open meanwhile (told null, or not told of messages sent while the bus was out of reach) are told
    // again: a page whose data is older reads again, rather than wait for its next connection or the minute's poll.
    for (const socket of this.sockets) if (socket.readyState === WebSocket.OPEN) this.sendHello(socket);
    // Then what was heard meanwhile, past what the hello already names.
    const held = this.held ?? [];
    this.held = null;
    for (const { message, position, to } of held) if (position > (this.everyoneUpTo ?? 0)) this.broadcast(message, position, to);
  }

  /** Messages may be going by unheard (the notice bus is out of reach): until it listens again, the hello says null. */
  notListening(): void {
    this.everyoneUpTo = null;
    this.personalUpTo.clear();
    this.personalForAnyoneUpTo = null;
    if (this.listenedOnce) this.held ??= [];
  }

  /**
   * `userId`: whose session opened it, or null for a visitor's; only messages for everyone reach a visitor. The
   * socket is first sent the hello (RealtimeHello): how far the messages it would have had go; before the hub first
   * listens, once it does.
   */
  add(socket: WebSocket, userId: string | null = null): void {
    this.sockets.add(socket);
    if (userId) this.users.set(socket, userId);
    socket.on('pong', () => this.awaitingPong.delete(socket));
    socket.once('close', () => this.forget(socket));
    // A page that gets no hello in a few seconds counts it as null (HELLO_WAIT_MS in the client).
    if (!this.listenedOnce && this.everyoneUpTo === null) this.awaitingHello.add(socket);
    else this.sendHello(socket);
  }

  /**
   * Sends `message`, about the event at `position`, to every open socket, or to those of the users `to` names;
   * returns how many it went to.
   */
  broadcast(message: RealtimeMessage, position: number, to?: readonly string[]): number {
    if (this.held) {
      // Bounded: one dropped stands before the hello that follows (the bus cannot be heard long without it), which
      // then names it, and the page reads again.
      if (this.held.length < MAX_HELD_MESSAGES) this.held.push({ message, position, to });
      return 0;
    }
    // A message heard before the hub first listened: what went before it is unknown, and the socket learns so first.
    for (const socket of this.awaitingHello) if (socket.readyState === WebSocket.OPEN) this.sendHello(socket);
    this.awaitingHello.clear();
    if (!to) this.noteEveryone(position);
    else if (this.everyoneUpTo === null || position > this.everyoneUpTo) {
      for (const userId of to) this.personalUpTo.set(userId, Math.max(position, this.personalUpTo.get(userId) ?? 0));
      if (this.personalUpTo.size > this.settings.maxPersonalPositions) this.forgetWhosePersonalMessages();
    }
    // One buffer for all: `ws` frames it per socket without copying or encoding it again. A message for one person
    // (a friend request) reaches two sockets: nothing to spread.
    const refetchWithinMs = to ? undefined : this.refetchSpreadMs();
    const payload = Buffer.from(JSON.stringify({ ...message, position, refetchWithinMs }));
    let sent = 0;
    for (const socket of this.sockets) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      if (to && !to.includes(this.users.get(socket) ?? '')) continue;
      if (socket.bufferedAmount > this.settings.maxBufferedBytes) {
        this.drop(socket, 'Dropped a /ws client that does not read');
        continue;
      }
      socket.send(payload, { binary: false });
      sent++;
    }
    return sent;
  }

  /** How widely the clients of a message for everyone spread the reads it calls for: see RealtimeSettings. */
  private refetchSpreadMs(): number {
    const { refetchClientsPerSecond, maxRefetchSpreadMs } = this.settings;
    return Math.min(maxRefetchSpreadMs, Math.ceil((this.sockets.size / refetchClientsPerSecond) * 1000));
  }

  /** Stops the heartbeat and closes every socket, cutting those that do not finish the close handshake in time. */
  async shutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    if (this.sockets.size === 0) return;
    const closed = [...this.sockets].map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    for (const socket of this.sockets) socket.close(GOING_AWAY, 'Server shutting down');
    const grace = new Promise((resolve) => setTimeout(resolve, this.settings.closeGraceMs).unref());
    await Promise.race([Promise.all(closed), grace]);
    for (const socket of this.sockets) socket.terminate();
  }

  private sendHello(socket: WebSocket): void {
    const hello: RealtimeHello = { type: 'hello', position: this.sentUpTo(this.users.get(socket) ?? null) };
    socket.send(JSON.stringify(hello));
  }

  private sentUpTo(userId: string | null): number | null {
    if (this.everyoneUpTo === null) return null;
    if (!userId) return this.everyoneUpTo;
    return Math.max(this.everyoneUpTo, this.personalUpTo.get(userId) ?? 0, this.personalForAnyoneUpTo ?? 0);
  }

  private forgetWhosePersonalMessages(): void {
    for (const personal of this.personalUpTo.values()) {
      if (this.personalForAnyoneUpTo === null || personal > this.personalForAnyoneUpTo) this.personalForAnyoneUpTo = personal;
    }
    this.personalUpTo.clear();
  }

  private noteEveryone(position: number): void {
    if (this.everyoneUpTo !== null && position <= this.everyoneUpTo) return;
    this.everyoneUpTo = position;
    for (const [userId, personal] of this.personalUpTo) if (personal <= position) this.personalUpTo.delete(userId);
    if (this.personalForAnyoneUpTo !== null && this.personalForAnyoneUpTo <= position) this.personalForAnyoneUpTo = null;
  }

  private checkHeartbeats(): void {
    for (const socket of this.sockets) {
      if (this.awaitingPong.has(socket)) {
        this.drop(socket, 'Dropped a /ws client that missed a heartbeat');
        continue;
      }
      this.awaitingPong.add(socket);
      socket.ping();
    }
  }

  /** Frees the socket at once: a client that does not read would not read a close frame either. */
  private drop(socket: WebSocket, reason: string): void {
    this.forget(socket);
    this.dropped++;
    this.logger.info({ bufferedBytes: socket.bufferedAmount }, reason);
    socket.terminate();
  }

  private forget(socket: WebSocket): void {
    this.sockets.delete(socket);
    this.users.delete(socket);
    this.awaitingPong.delete(socket);
    this.awaitingHello.delete(socket);
  }
}
