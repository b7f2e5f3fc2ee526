/** `iec-bets start` on a DATA_DIR that another running `iec-bets start` already serves. */
export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another iec-bets start is running on ${dataDir}. One server runs per DATA_DIR: stop the other one, or give ` +
        'this one a DATA_DIR of its own.',
    );
    this.name = 'DataDirInUseError';
  }
}
