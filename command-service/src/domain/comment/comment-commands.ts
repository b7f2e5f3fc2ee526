import type { CommentImageRef, ReportReason } from '@iec-bets/contracts';

export type PostComment = {
  type: 'PostComment';
  data: { commentId: string; questionId: string; userId: string; content: string; image: CommentImageRef | null };
};

/** `userId` is the one asking (from the session): only the author may delete. */
export type DeleteComment = { type: 'DeleteComment'; data: { commentId: string; userId: string } };

/** `reporterId` is the one asking (from the session). */
export type ReportComment = {
  type: 'ReportComment';
  data: { commentId: string; reporterId: string; reason: ReportReason; details: string };
};

/** Sent only by an admin: the route checks the rights, the rules check the comment. */
/** `salt`: random, from the route (a decider draws nothing itself), see ModerationSalt. */
export type RemoveComment = { type: 'RemoveComment'; data: { commentId: string; reason: string; salt: string } };

/** Sent only by an admin who looked at a reported comment and keeps it. */
/** `reportsRead`: how many reports the comment had had in all when the admin read it; those are dismissed. */
export type DismissCommentReports = { type: 'DismissCommentReports'; data: { commentId: string; reportsRead: number; salt: string } };

export type CommentCommand = PostComment | DeleteComment | ReportComment | RemoveComment | DismissCommentReports;
