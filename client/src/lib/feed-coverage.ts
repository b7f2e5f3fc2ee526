/**
 * Whether what the page holds could lack a /ws message that went by unheard, and so must be read again.
 *
 * The feed speaks only while connected: a message sent before the page's feed first opened, or while it was
 * reconnecting, never comes. Every message and every read stands at a log position, and each connection opens with
 * the position of the last message it would have been sent (RealtimeHello); a server that listens again after it
 * could not sends another hello on the open connection, which counts here as a new connection's. So the page keeps
 * the position up to which it has every message's effect (`coveredUpTo`): lowered by each read answered while no
 * connection was open (its data may predate a message sent then), raised by each message heard. A hello beyond it
 * means a message was missed. Without this, each page would read everything again on every connection: after a
 * replica restarts, every page that held it at once.
 */
export class FeedCoverage {
  /**
   * Every message at or before it has its effect in what the page holds; Infinity while no read counts (nothing held,
   * or all of it being read again after an unknown hello).
   */
  #coveredUpTo = Number.POSITIVE_INFINITY;
  /** Counts the hellos (each connection's, and any later one): a read asked before the current one is known as such. */
  #connection = 0;
  #connected = false;
  /** The current connection's hello: null when the server could not tell. */
  #helloPosition: number | null = null;
  #caughtUp = false;
  #catchUp: (() => void) | null = null;
  /** Counts the feeds that listened, and the session changes: only the latest feed's callbacks count. */
  #feed = 0;
  #sessions = 0;
  readonly #sessionListeners = new Set<() => void>();

  /** How many times the session changed; the app opens a new feed on each (useRealtimeUpdates). */
  readonly sessionCount = (): number => this.#sessions;

  /** Calls `listener` on each session change; returns the function that stops it. */
  readonly onSessionChange = (listener: () => void): (() => void) => {
    this.#sessionListeners.add(listener);
    return () => this.#sessionListeners.delete(listener);
  };

  /** Called as a read is asked for; its answer is given back to `readAnswered` with what this returns. */
  readAsked(): number {
    return this.#connected ? this.#connection : -1;
  }

  /** A read asked when `readAsked` returned `asked` answered with data standing at `position`. */
  readAnswered(asked: number, position: number): void {
    // Asked during this connection: any message since has come, or comes, and is applied.
    if (this.#connected && this.#helloPosition !== null && asked === this.#connection) return;
    // No feed open, or one whose server cannot tell what it sends (a null hello): the data may lack a message, and
    // the next hello is compared with it.
    if (!this.#connected || this.#helloPosition === null) {
      this.#coveredUpTo = Math.min(this.#coveredUpTo, position);
      return;
    }
    // Asked before this connection opened and answered after its hello: it may stand before a message the hello names.
    if (this.#helloPosition === null || position < this.#helloPosition) this.#callCatchUp();
  }

  /**
   * The callbacks for one feed, across its reconnections. They fall silent once the session changes or another feed
   * starts listening: a feed still open for the last session must not speak for the new one.
   */
  listen(): FeedListener {
    const feed = ++this.#feed;
    const current = () => feed === this.#feed;
    return {
      opened: (position, catchUp) => {
        if (current()) this.#opened(position, catchUp);
      },
      heard: (position) => {
        if (current()) this.#heard(position);
      },
      closed: () => {
        if (current()) this.#closed();
      },
    };
  }

  /**
   * Signing in or out: the open feed carried the last session's personal messages (its friend requests), never the
   * new one's, and the new session's reads go out at once, before that feed is closed. From here they count as read
   * with no feed open, so the new session's feed compares its hello with them. A member whose own friend request is
   * later than the last message for everyone (or, past the hub's limit, any member then) reads again once at sign-in:
   * the last feed could not have carried it, and what the page held before the sign-in counts.
   */
  sessionChanged(): void {
    this.#feed++;
    this.#connected = false;
    this.#sessions++;
    for (const listener of this.#sessionListeners) listener();
  }

  /**
   * Forgets what the page held and heard, as a page loaded afresh does; the feeds listening until now fall silent. The
   * tests' runner keeps this module from one test file to the next, and each test is a fresh page (test-support/setup).
   */
  forget(): void {
    this.#feed++;
    this.#coveredUpTo = Number.POSITIVE_INFINITY;
    // The connections go on counting: a read asked under one of the page before must not pass for one of this page's.
    this.#connected = false;
    this.#helloPosition = null;
    this.#caughtUp = false;
    this.#catchUp = null;
  }

  /** See FeedListener for this and the next two. */
  #opened(position: number | null, catchUp: () => void): void {
    this.#connection++;
    this.#connected = true;
    this.#helloPosition = position;
    this.#caughtUp = false;
    this.#catchUp = catchUp;
    const holdsReads = this.#coveredUpTo !== Number.POSITIVE_INFINITY;
    if (holdsReads && (position === null || position > this.#coveredUpTo)) this.#callCatchUp();
    // From here on every message comes; read again or not, the page now has all up to the hello. After an unknown
    // one, what the page holds is what it reads from now on (the catch-up's reads among them), and the next hello
    // (the server's, once it listens again) is compared with that.
    this.#coveredUpTo = position ?? Number.POSITIVE_INFINITY;
  }

  #heard(position: number): void {
    // Under an unknown hello a message says nothing of those before it, which may have gone by unsent.
    if (this.#connected && this.#helloPosition !== null) this.#coveredUpTo = Math.max(this.#coveredUpTo, position);
  }

  #closed(): void {
    this.#connected = false;
  }

  /** Once per hello: a catch-up reads again whatever is shown (an on-screen read still on its way is asked again). */
  #callCatchUp(): void {
    if (this.#caughtUp) return;
    this.#caughtUp = true;
    this.#catchUp?.();
  }
}

/** What one feed tells the coverage. */
export interface FeedListener {
  /**
   * A connection opened with the hello's `position`; `catchUp` reads again all that a message could have changed,
   * and is called if what the page holds may lack one.
   */
  opened(position: number | null, catchUp: () => void): void;
  /** A message of the event at `position` was heard and applied. */
  heard(position: number): void;
  /** The connection closed: messages are not heard until the next one opens. */
  closed(): void;
}

/** The page's one feed and the reads of its one API client. */
export const feedCoverage = new FeedCoverage();
