/** What the projector's worker thread and the thread that started it say to each other. */
export type FromProjectorThread =
  /** A notice the projector published: the starting thread passes it on through its own notice bus. */
  { kind: 'notice'; channel: string; message: unknown };

export type ToProjectorThread = { kind: 'stop' };
