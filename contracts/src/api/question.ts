import { z } from 'zod';
import { optionalWebAddress } from './web-address.js';
import { QuestionOption } from '../events/question-events.js';
import { instantWithOffset } from './instant.js';
import { dayNumber } from '../calendar.js';

const REQUIRED_FIELDS = 'Please fill in all required fields';

export const OptionCount = z.object({ optionId: z.string(), optionText: z.string(), count: z.number().int() });

export const Question = z.object({
  id: z.string(),
  text: z.string(),
  context: z.string().nullable(),
  date: z.iso.datetime(),
  /** Days since 2024-03-01 of the question's date, South African time ('Day N'). */
  dayNumber: z.number().int(),
  options: z.array(QuestionOption),
  isActive: z.boolean(),
  isResolved: z.boolean(),
  isArchived: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  correctOptionId: z.string().nullable(),
  resolutionSummary: z.string().nullable(),
  resolutionProofUrl: z.string().nullable(),
  /** When an admin last corrected the resolution (outcome, summary and proof above are the corrected ones). */
  resolutionCorrectedAt: z.iso.datetime().nullable().optional(),
  tags: z.array(z.string()),
  results: z.array(OptionCount),
  totalVotes: z.number().int(),
  commentCount: z.number().int(),
});
export type Question = z.infer<typeof Question>;
export const QuestionList = z.array(Question);

export const OptionResult = z.object({
  optionId: z.string(),
  text: z.string(),
  percentage: z.number().int(),
  votes: z.number().int(),
});
export type OptionResult = z.infer<typeof OptionResult>;

export const PublicResults = z.object({ results: z.array(OptionResult), totalVotes: z.number().int() });
export type PublicResults = z.infer<typeof PublicResults>;

export const FriendAnswer = z.object({ friendId: z.string(), friendName: z.string(), optionText: z.string() });
export type FriendAnswer = z.infer<typeof FriendAnswer>;

export const UserResults = PublicResults.extend({
  friendAnswers: z.array(FriendAnswer),
  userAnswer: z.object({ optionId: z.string() }).nullable(),
});
export type UserResults = z.infer<typeof UserResults>;

const TWO_OPTIONS = 'A question has exactly two options: yes and no';
/** Two options that read alike (Yes and yes) would put two answers players cannot tell apart side by side. */
export const OPTIONS_MUST_DIFFER = 'The two options must differ';
/** Whether two options' texts read alike to a player: the same words, whatever their case. */
export const optionsReadAlike = (first: string, second: string) =>
  first.trim().toLocaleLowerCase('en-ZA') === second.trim().toLocaleLowerCase('en-ZA');
export const DATED_BEFORE_THE_GAME = 'A question cannot be dated before 1 March 2024, Day 0 of the game';

export const CreateQuestionRequest = z.object({
  text: z.string(REQUIRED_FIELDS).trim().min(1, REQUIRED_FIELDS).max(500, 'Question must be at most 500 characters'),
  context: z
    .string('Context must be text')
    .trim()
    .max(2000, 'Context must be at most 2000 characters')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  // 'Day N' counts from 1 March 2024 (South African time): an earlier date would make a question of Day -8855.
  date: instantWithOffset(REQUIRED_FIELDS).refine((instant) => dayNumber(instant) >= 0, DATED_BEFORE_THE_GAME),
  options: z
    .array(
      QuestionOption.extend({
        id: z.enum(['yes', 'no'], TWO_OPTIONS),
        text: z.string(REQUIRED_FIELDS).trim().min(1, REQUIRED_FIELDS).max(100, 'An option must be at most 100 characters'),
      }),
      REQUIRED_FIELDS,
    )
    .length(2, TWO_OPTIONS)
    .refine((options) => options[0]?.id === 'yes' && options[1]?.id === 'no', { message: TWO_OPTIONS })
    .refine(([first, second]) => !first || !second || !optionsReadAlike(first.text, second.text), { message: OPTIONS_MUST_DIFFER, path: [1, 'text'] })
    .meta({ description: 'Exactly two: first the option with id "yes", then the one with id "no", their texts different' }),
}).meta({
  // The reference's "Try it out" starts from this: one the server takes, where a sample made from the schema alone
  // (a date in the year 4000, two options both "yes") was refused.
  examples: [
    {
      text: 'Will voter turnout pass 60% in the 2029 national election',
      context: 'Turnout in 2024 was 58.6%.',
      date: '2029-05-29T11:00:00+02:00',
      options: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No' },
      ],
    },
  ],
});
export type CreateQuestionRequest = z.infer<typeof CreateQuestionRequest>;

export const ResolveQuestionRequest = z.object({
  correctOptionId: z.string('Please choose the correct option').min(1, 'Please choose the correct option'),
  resolutionSummary: z
    .string('Please write a resolution summary')
    .trim()
    .min(1, 'Please write a resolution summary')
    .max(2000, 'Resolution summary must be at most 2000 characters'),
  resolutionProofUrl: optionalWebAddress('The proof link'),
});
export type ResolveQuestionRequest = z.infer<typeof ResolveQuestionRequest>;

/**
 * The comment a moderator's decision was about, as its author posted it: what an audit of the decision reads, which
 * the discussion no longer shows once the comment is removed.
 */
export const ModeratedComment = z.object({
  /** The username is null once the author's account is deleted. */
  author: z.object({ id: z.string(), username: z.string().nullable() }),
  /** What it said: empty for an image alone; null once its author deleted the comment, which erases its words. */
  content: z.string().nullable(),
  /** Whether it carried an image when it was posted (false once erased). */
  hadImage: z.boolean(),
});
export type ModeratedComment = z.infer<typeof ModeratedComment>;

export const QuestionHistoryEntry = z.object({
  type: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
  occurredAt: z.iso.datetime(),
  actor: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  data: z.record(z.string(), z.unknown()),
  /** On a moderator's decision about a comment: that comment. */
  comment: ModeratedComment.optional(),
});
export type QuestionHistoryEntry = z.infer<typeof QuestionHistoryEntry>;
export const QuestionHistoryResponse = z.object({ questionId: z.string(), events: z.array(QuestionHistoryEntry) });
export type QuestionHistoryResponse = z.infer<typeof QuestionHistoryResponse>;
