import type { QuestionOption } from '@iec-bets/contracts';

export type DraftQuestion = {
  type: 'DraftQuestion';
  data: { questionId: string; text: string; context: string | null; date: string; options: QuestionOption[] };
};
export type PublishQuestion = { type: 'PublishQuestion'; data: { questionId: string } };
export type ResolveQuestion = {
  type: 'ResolveQuestion';
  data: { questionId: string; correctOptionId: string; resolutionSummary: string; resolutionProofUrl: string | null };
};
export type ArchiveQuestion = { type: 'ArchiveQuestion'; data: { questionId: string } };
export type DeleteQuestion = { type: 'DeleteQuestion'; data: { questionId: string } };

/** The whole new list of tags, already normalised and without duplicates (see the contracts' TagList). */
export type SetQuestionTags = { type: 'SetQuestionTags'; data: { questionId: string; tags: string[] } };

export type QuestionCommand =
  | DraftQuestion
  | PublishQuestion
  | ResolveQuestion
  | ArchiveQuestion
  | DeleteQuestion
  | SetQuestionTags;
