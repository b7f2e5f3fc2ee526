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
  close(): Promise<void>;
}
