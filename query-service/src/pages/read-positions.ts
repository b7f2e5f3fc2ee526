/**
 * The oldest of the log positions a page's reads answered at (their `x-read-position`): the page's data holds every
 * event up to it, and the client learns from the /ws feed's hello whether a message of a later one went out before
 * its feed connected.
 */
export class ReadPositions {
  private lowest: number | undefined;

  /** A read's `x-read-position` header as the route set it; a read without one (not a read model's) is passed over. */
  note(header: string | string[] | number | undefined): void {
    const position = Number(header);
    if (header === undefined || !Number.isSafeInteger(position) || position < 0) return;
    if (this.lowest === undefined || position < this.lowest) this.lowest = position;
  }

  get oldest(): number | undefined {
    return this.lowest;
  }
}
