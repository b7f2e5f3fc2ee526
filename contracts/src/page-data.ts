import type { PublicComments } from './api/comment.js';
import type { Question } from './api/question.js';

/**
 * The JSON data blocks (`<script type="application/json">`, never executed, so the page's CSP keeps forbidding inline
 * script) that the server writes into each page and the client reads as it starts, instead of asking for them.
 */
export const PageDataBlock = {
  /** The signed-in user as GET /api/auth/me answers, or null for a visitor. */
  session: 'iec-bets-session',
  /** What the visitor's landing page shows, sent beside its server-rendered markup. */
  landing: 'iec-bets-landing',
  /**
   * A signed-in member's first reads of the screen the page opens on, by the GET /api path the client asks them at,
   * so that the screen shows from the page itself instead of a round trip (or a chain of them) after its script.
   */
  reads: 'iec-bets-reads',
  /**
   * The event log's head when a member's page was made, a number. The client's reads wait for the read models to
   * reach it, as they do after the member's own writes: a read the page left out, because the read models were behind
   * the head, must not come back from the browser without a write made before the page was asked for.
   */
  position: 'iec-bets-position',
  /**
   * The log position the data the page carries stood at (its oldest read), a number. A /ws message of a later event
   * is not in the page, and may have gone out before the page's feed connected: the feed's first frame says whether
   * one did (RealtimeHello).
   */
  readAt: 'iec-bets-read-at',
  /**
   * Why the server ended the session this device's cookie named, in words (the account deleted, or its password
   * changed on another device), on a page that opens as a visitor's: sent once, with the cookie cleared.
   */
  sessionEnded: 'iec-bets-session-ended',
} as const;

/**
 * The id of the picture of a signed-in member's screen that the server may put in the page, before #root: the screen
 * drawn from the reads the page carries, shown while the app's scripts arrive and replaced by the app once it shows
 * the same. Inert and hidden from assistive technology: it is only a picture.
 */
export const PAGE_SNAPSHOT_ID = 'page-snapshot';

/** One GET /api read as its route answered it: a 404 (e.g. no answer yet) is an answer too. */
export interface PageRead {
  status: number;
  body: unknown;
}

/** The reads a page carries, keyed by path and query exactly as the client requests them. */
export type PageReads = Record<string, PageRead>;

/** The three public reads the landing page shows, exactly as their GET /api routes answer them. */
export interface LandingData {
  todayQuestions: Question[];
  publicQuestions: Question[];
  publicComments: PublicComments;
}
