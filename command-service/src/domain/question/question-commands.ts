import type { QuestionOption } from '@iec-bets/contracts';

export type DraftQuestion = {
  type: 'DraftQuestion';
  data: { questionId: string; text: string; context: string | null; date: string; options: QuestionOption[] };
};
/** The draft's whole content anew, as the admin's edit form sends it. */
export type EditDraft = { type: 'EditDraft'; data: DraftQuestion['data'] };
export type PublishQuestion = { type: 'PublishQuestion'; data: { questionId: string } };
export type ResolveQuestion = {
  type: 'ResolveQuestion';
  data: { questionId: string; correctOptionId: string; resolutionSummary: string; resolutionProofUrl: string | null };
  /** When the admin resolves it (the command's clock): a question cannot be settled before the day it opens. */
  resolvedAt: string;
};
export type ArchiveQuestion = { type: 'ArchiveQuestion'; data: { questionId: string } };
export type DeleteQuestion = { type: 'DeleteQuestion'; data: { questionId: string } };

/** The whole new list of tags, already normalised and without duplicates (see the contracts' TagList). */
export type SetQuestionTags = { type: 'SetQuestionTags'; data: { questionId: string; tags: string[] } };

/**
 * `userId` is the one asking (from the session), `now` the time the command is accepted (the command's clock): the
 * dispute window is judged against it.
 */
export type DisputeResolution = {
  type: 'DisputeResolution';
  data: { questionId: string; userId: string; reason: string; now: string };
};

/** Sent only by an admin: closes every dispute open at that moment. */
export type DismissDisputes = { type: 'DismissDisputes'; data: { questionId: string; note: string } };

/** Sent only by an admin, with or without open disputes. */
export type CorrectResolution = {
  type: 'CorrectResolution';
  data: { questionId: string; correctOptionId: string; resolutionSummary: string; resolutionProofUrl: string | null };
};

export type QuestionCommand =
  | DraftQuestion
  | EditDraft
  | PublishQuestion
  | ResolveQuestion
  | ArchiveQuestion
  | DeleteQuestion
  | SetQuestionTags
  | DisputeResolution
  | DismissDisputes
  | CorrectResolution;
