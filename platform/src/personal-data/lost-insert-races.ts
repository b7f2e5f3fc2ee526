/** MongoDB's code for an insert whose _id is taken. */
export const DUPLICATE_KEY = 11000;

/** What an unordered bulk insert that failed reports. */
export interface BulkInsertFailure {
  /** The code of each document's own failure. */
  writeErrorCodes: readonly number[];
  /** Documents it did insert. */
  inserted: number;
  writeConcernFailed: boolean;
}

/**
 * Whether an unordered insert of `attempted` keys failed only because other processes had made some of them first
 * (theirs are then the ones), and every other key is in. A failure that is not about single documents (the network,
 * no primary, an unmet write concern) comes with no write errors, or too few to account for every key, and is a
 * failure: taking it for a lost race would have reported the keys it never wrote as erased.
 */
export function onlyLostRaces(failure: BulkInsertFailure, attempted: number): boolean {
  const codes = failure.writeErrorCodes;
  return (
    !failure.writeConcernFailed &&
    codes.length > 0 &&
    codes.every((code) => code === DUPLICATE_KEY) &&
    failure.inserted + codes.length === attempted
  );
}
