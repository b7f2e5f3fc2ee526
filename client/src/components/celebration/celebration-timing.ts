/** SPEC section 9: the bar runs 4 s, the popup stays 1 s more, the cash-prize notice appears after 2 s. */
export const CELEBRATION_BAR_MS = 4_000;
export const CELEBRATION_LINGER_MS = 1_000;
export const CELEBRATION_CLOSE_MS = CELEBRATION_BAR_MS + CELEBRATION_LINGER_MS;
export const CASH_NOTICE_MS = 2_000;
export const CONFETTI_DOTS = 12;
