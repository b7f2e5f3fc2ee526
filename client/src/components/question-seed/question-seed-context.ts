import { createContext, useContext } from 'react';

/** A member's suggestion taken up by an admin, as the start of a new question. */
export interface QuestionSeed {
  suggestionId: string;
  /** The suggestion's title, which becomes the question's text. */
  text: string;
  /** Its description, which becomes the question's context. */
  context: string | null;
  /** The member who suggested it, by username. */
  suggestedBy: string;
  /** The notes the admins left on it, kept when it is marked used. */
  adminNotes: string | null;
}

/**
 * How the admin dashboard's Suggestions and Questions tabs, two features that never import each other, hand a
 * suggestion over: the suggestion's row offers it (`draftFrom`), the new question form starts from it (`seed`), and
 * once the draft is created the dashboard marks the suggestion used (`drafted`). Outside the dashboard there is no
 * channel: the row offers nothing, and the form starts empty.
 */
export interface QuestionSeedChannel {
  seed: QuestionSeed | null;
  draftFrom: (seed: QuestionSeed) => void;
  drafted: (seed: QuestionSeed) => void;
  /** The admin started afresh: the form no longer comes from the suggestion. */
  letGo: () => void;
}

export const QuestionSeedContext = createContext<QuestionSeedChannel | null>(null);

export const useQuestionSeed = (): QuestionSeedChannel | null => useContext(QuestionSeedContext);
