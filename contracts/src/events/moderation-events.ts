import { z } from 'zod';

/**
 * Why someone reports a comment. A short list people can pick from on a phone, wide enough for what a national
 * discussion about politics draws; anything else is "other" with the person's own words in `details`.
 */
export const REPORT_REASONS = ['abuse', 'hate', 'misinformation', 'spam', 'personal-information', 'other'] as const;
export const ReportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReason>;

/** What became of a report once it stopped waiting for a moderator. */
export const ReportOutcome = z.enum(['dismissed', 'comment removed', 'comment deleted by its author', 'question deleted']);
export type ReportOutcome = z.infer<typeof ReportOutcome>;

/**
 * A signed-in user flagged a comment for the moderators. Appended to `comment-<id>`: one report per user per
 * comment is a rule of that stream. The reporter's identity stays on the command side's record and the admins'
 * queue; the comment's author never learns who reported them.
 */
export const CommentReported = z.object({
  type: z.literal('CommentReported'),
  data: z.object({
    commentId: z.string(),
    questionId: z.string(),
    reporterId: z.string(),
    reason: ReportReason,
    /** The reporter's own words; may be empty. */
    details: z.string(),
  }),
});
export type CommentReported = z.infer<typeof CommentReported>;

/**
 * Random bytes (base64url) in a moderator's decision. The public history withholds which comment a decision was about
 * but shows its content hash, so that the chain checks through it; comment ids are public and removal reasons are
 * often a word ("Spam"), so without the salt anyone could hash guesses until one matched. Version 2 of both
 * decisions carries one; version 1 did not, and is read as written (the hash chain covers it).
 */
export const ModerationSalt = z.string().min(16);

/**
 * An admin took a comment down. Appended to the question's stream, not the comment's, so that the question's
 * history, which admins audit, holds every moderation decision taken in its discussion, even after the question is
 * deleted. The comment stays in the discussion, reading "Removed by a moderator"; its text and image are no longer
 * shown or served.
 */
export const CommentRemoved = z.object({
  type: z.literal('CommentRemoved'),
  data: z.object({ commentId: z.string(), questionId: z.string(), reason: z.string(), salt: ModerationSalt.optional() }),
});
export type CommentRemoved = z.infer<typeof CommentRemoved>;

/**
 * An admin looked at a reported comment and kept it: the reports they read leave the moderation queue. On the
 * question's stream for the same reason as a removal. A later report puts the comment back in the queue.
 *
 * Version 2 says how many reports the comment had had in all when the admin read it (`reportsRead`): those are
 * dismissed, and any that came in while the admin was deciding stay in the queue. A count, not the reporters: the
 * public history shows this step's content hash, and reporters' ids are public elsewhere, so naming one would let
 * anyone test who reported. Version 1, without the count, dismissed every report waiting at that moment; its data is
 * read as it was written, since the hash chain covers it.
 */
export const CommentReportsDismissed = z.object({
  type: z.literal('CommentReportsDismissed'),
  data: z.object({
    commentId: z.string(),
    questionId: z.string(),
    reportsRead: z.number().int().positive().optional(),
    salt: ModerationSalt.optional(),
  }),
});
export type CommentReportsDismissed = z.infer<typeof CommentReportsDismissed>;
