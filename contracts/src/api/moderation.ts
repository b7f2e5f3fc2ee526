import { z } from 'zod';
import { REPORT_REASONS, ReportReason } from '../events/moderation-events.js';
import { Comment } from './comment.js';

export const REPORT_DETAILS_MAX = 500;
export const REMOVAL_REASON_MIN = 3;
export const REMOVAL_REASON_MAX = 500;

export const OWN_COMMENT_REPORT = 'You cannot report your own comment';
export const ALREADY_REPORTED = 'You have already reported this comment';
export const COMMENT_ALREADY_REMOVED = 'This comment was already removed by a moderator';
export const NO_REPORTS_TO_DISMISS = 'This comment has no reports waiting';
export const REPORTS_ALREADY_DEALT_WITH = 'Those reports were already dealt with; the comment has newer ones waiting';
export const DISMISSAL_NEEDS_REPORTS_READ = 'Please say how many reports you read';
export const MORE_REPORTS_THAN_RECEIVED = 'This comment has not had that many reports';
export const REPORT_NEEDS_REASON = 'Please choose why you are reporting this comment';
export const REPORT_NEEDS_DETAILS = 'Please say what is wrong with this comment';
export const REMOVAL_NEEDS_REASON = `Please give a reason for removing this comment (at least ${REMOVAL_REASON_MIN} characters)`;
export { REMOVED_BY_MODERATOR } from './removed-comment-text.js';

/** The words people pick from when reporting, in the order the report dialog lists them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  abuse: 'Abuse or harassment',
  hate: 'Hate speech',
  misinformation: 'False or misleading information',
  spam: 'Spam or advertising',
  'personal-information': "Shares someone's personal information",
  other: 'Something else',
};

/** POST /api/comments/{id}/reports. "Something else" needs the reporter's words; the others may add some. */
export const ReportCommentRequest = z
  .object({
    reason: z.enum(REPORT_REASONS, REPORT_NEEDS_REASON),
    details: z
      .string('Details must be text')
      .trim()
      .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`)
      .optional()
      .transform((value) => value ?? ''),
  })
  .refine((body) => body.reason !== 'other' || body.details.length > 0, { message: REPORT_NEEDS_DETAILS, path: ['details'] });
export type ReportCommentRequest = z.input<typeof ReportCommentRequest>;

export const ReportCommentResponse = z.object({ commentId: z.string() });
export type ReportCommentResponse = z.infer<typeof ReportCommentResponse>;

/** POST /api/admin/comments/{id}/removal: the reason is kept in the question's history. */
export const RemoveCommentRequest = z.object({
  reason: z
    .string(REMOVAL_NEEDS_REASON)
    .trim()
    .min(REMOVAL_REASON_MIN, REMOVAL_NEEDS_REASON)
    .max(REMOVAL_REASON_MAX, `The reason must be at most ${REMOVAL_REASON_MAX} characters`),
});
export type RemoveCommentRequest = z.input<typeof RemoveCommentRequest>;

/**
 * POST /api/admin/comments/{id}/reports/dismissal: `reportsRead` is the queue entry's `reportsInAll` as the admin read
 * it. Reports that came in after, while the admin was deciding, stay in the queue.
 */
export const DismissReportsRequest = z.object({
  reportsRead: z.number(DISMISSAL_NEEDS_REPORTS_READ).int(DISMISSAL_NEEDS_REPORTS_READ).positive(DISMISSAL_NEEDS_REPORTS_READ),
});
export type DismissReportsRequest = z.input<typeof DismissReportsRequest>;

export const ModerationDecisionResponse = z.object({ id: z.string() });
export type ModerationDecisionResponse = z.infer<typeof ModerationDecisionResponse>;

export const CommentReport = z.object({
  reason: ReportReason,
  details: z.string(),
  reportedAt: z.iso.datetime(),
  reporter: z.object({ id: z.string(), username: z.string() }),
});
export type CommentReport = z.infer<typeof CommentReport>;

/** One entry of the admins' moderation queue: a live comment with reports no admin has dealt with yet. */
export const ReportedComment = z.object({
  comment: Comment,
  question: z.object({ id: z.string(), text: z.string() }),
  /** Oldest first: the first report says what drew attention to the comment. */
  reports: z.array(CommentReport),
  /** Every report the comment has had, those dealt with before included: what keeping it names as read. */
  reportsInAll: z.number().int().positive(),
});
export type ReportedComment = z.infer<typeof ReportedComment>;
/**
 * The admins' queue: how many comments wait in all, and the most recently reported of them, at most a page
 * (MODERATION_QUEUE_PAGE): each decision takes one off, and the next look brings the rest up.
 */
export const ModerationQueue = z.object({
  waiting: z.number().int().nonnegative(),
  /** Most recently reported first. */
  comments: z.array(ReportedComment),
});
export type ModerationQueue = z.infer<typeof ModerationQueue>;
