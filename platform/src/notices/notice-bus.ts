/**
 * Small messages between processes of one deployment: the projector tells query-services how far it got, so a
 * read waiting for its own write (and the /ws feed) can go on. In-process embedded, Redis pub/sub distributed.
 */
export interface NoticeBus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns a function that ends the subscription. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  /** False while the server the bus runs through is out of reach; an in-process bus is always reachable. */
  isReachable?(): boolean;
  /** Whether that server answers now (see answersPing); asked by health checks, which may wait a moment for it. */
  isResponsive?(): Promise<boolean>;
  /**
   * Calls `listener(false)` each time the connection to that server is lost (notices published meanwhile never come)
   * and `listener(true)` each time it is back; returns a function that stops the calls. An in-process bus has none.
   */
  onConnectionChange?(listener: (connected: boolean) => void): () => void;
  close(): Promise<void>;
}
