/** A share from 0 to 1 as a whole percentage, the way the rest of the product shows results. */
export const asPercent = (share: number): string => `${Math.round(share * 100)}%`;

/** A bin's range, "60–70%". */
export const binLabel = (from: number, to: number): string => `${Math.round(from * 100)}–${Math.round(to * 100)}%`;

/** Two decimals: the precision at which a Brier score means something to a reader. */
export const asBrier = (score: number): string => score.toFixed(2);

/** What always saying 50% scores, whatever happens: the line between knowing something and guessing. */
export const COIN_TOSS_BRIER = 0.25;
