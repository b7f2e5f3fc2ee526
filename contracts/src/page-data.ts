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
} as const;

/** The three public reads the landing page shows, exactly as their GET /api routes answer them. */
export interface LandingData {
  todayQuestions: Question[];
  publicQuestions: Question[];
  publicComments: PublicComments;
}
