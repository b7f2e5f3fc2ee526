import { z } from 'zod';
import { ReportOutcome, ReportReason } from '../events/moderation-events.js';
import { SuggestionStatus } from '../events/suggestion-events.js';
import { DisputeStatus } from './dispute.js';
import { User, UserStats } from './user.js';

/** One answer as its author sees it: the question and the option in words, and how it turned out. */
const ExportedAnswer = z.object({
  questionId: z.string(),
  /** null when the question's text is not at hand. */
  questionText: z.string().nullable(),
  optionId: z.string(),
  optionText: z.string().nullable(),
  answeredAt: z.iso.datetime(),
  /** As it stood when the question was deleted, for an answer to a question since deleted. */
  outcome: z.enum(['correct', 'incorrect', 'not resolved yet']),
  points: z
    .number()
    .nullable()
    .meta({
      description:
        'The points the answer earned under the scoring rule of the record (record.scoringRule), to one decimal, as the ' +
        'record adds them up. null while its question is unresolved. For a question since deleted: what it had earned ' +
        'when the deletion took it out of the record, or null when that is not known.',
    }),
  /** When an admin deleted the question: the answer no longer counts anywhere, but the log keeps it. */
  questionDeletedAt: z.iso.datetime().nullable(),
});

const ExportedComment = z.object({
  id: z.string(),
  questionId: z.string(),
  /** The question in words, as it stands or (deleted) as it stood; null only for one no longer held in any form. */
  questionText: z.string().nullable(),
  content: z.string(),
  /** Where the comment's image can be fetched, if it has one. */
  imageUrl: z.string().nullable(),
  postedAt: z.iso.datetime(),
  /** A moderator removed it: its text and image are shown nowhere else, though the log keeps the text. */
  removedByModerator: z.boolean(),
  /**
   * When an admin deleted its question: nobody sees it any more, but the log keeps its words until its author deletes
   * it (`DELETE /api/comments/{id}`).
   */
  questionDeletedAt: z.iso.datetime().nullable(),
  /** When its author deleted it: its words are erased for good (content is empty), but the log keeps that it was posted. */
  deletedAt: z.iso.datetime().nullable(),
});

const ExportedFriendship = z.object({
  userId: z.string(),
  /** null when that account no longer exists. */
  username: z.string().nullable(),
  /** Who asked: this user ('sent') or the other ('received'). */
  direction: z.enum(['sent', 'received']),
  /** 'declined': the receiver said no; 'ended': the other's account was deleted. */
  status: z.enum(['pending', 'accepted', 'declined', 'ended']),
  requestedAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
  /** When it was declined or ended. */
  endedAt: z.iso.datetime().nullable(),
});

const ExportedSuggestion = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: SuggestionStatus,
  adminNotes: z.string().nullable(),
  submittedAt: z.iso.datetime(),
  /** When an admin deleted it; the log keeps it. */
  deletedAt: z.iso.datetime().nullable(),
});

/** A dispute of a resolution the user sent, and what the admins made of it. */
const ExportedDispute = z.object({
  questionId: z.string(),
  /** The question in words, as it stands or (deleted) as it stood; null only for one no longer held in any form. */
  questionText: z.string().nullable(),
  reason: z.string(),
  disputedAt: z.iso.datetime(),
  status: DisputeStatus,
  /** The admins' note when they kept the resolution. */
  note: z.string().nullable(),
  questionDeletedAt: z.iso.datetime().nullable(),
});

/** A report of someone's comment the user made, and what became of it. */
const ExportedReport = z.object({
  commentId: z.string(),
  questionId: z.string(),
  /** The question in words, as it stands or (deleted) as it stood; null only for one no longer held in any form. */
  questionText: z.string().nullable(),
  reason: ReportReason,
  details: z.string(),
  reportedAt: z.iso.datetime(),
  outcome: z.union([z.literal('awaiting a moderator'), ReportOutcome]),
  dealtWithAt: z.iso.datetime().nullable(),
});

/**
 * One change to the account as the log records it, with the contact details and alert settings it set (only those
 * it changed), or the browser it subscribed or unsubscribed: earlier addresses, numbers and browsers are held too,
 * until the account is deleted. In words and dates, without the log's internal ids (see account-history.ts).
 */
const ExportedAccountChange = z.object({
  at: z.iso.datetime(),
  change: z.enum([
    'signed up', 'contact details or alerts changed', 'browser subscribed to alerts', 'browser unsubscribed from alerts',
    'made an admin', 'no longer an admin', 'celebration seen', 'password changed', 'email address confirmed',
  ]),
  /**
   * The celebration the app showed and they closed, so that it never shows again, in words: e.g. 'Your answer was
   * right: “Will turnout pass 60%?”', 'New friend: @pieter', 'Ranked #3 nationally', '70% accuracy reached'.
   */
  celebration: z.string().optional(),
  /**
   * The browser's address at its push service, for a subscription or an unsubscription: id-like, but it is the
   * personal data held itself, and the only name the log has for that browser.
   */
  endpoint: z.string().optional(),
  /** The username chosen at sign-up. */
  username: z.string().optional(),
  name: z.string().optional(),
  email: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  emailNotifications: z.boolean().optional(),
  browserNotifications: z.boolean().optional(),
  whatsappNotifications: z.boolean().optional(),
  streakReminders: z.boolean().optional(),
});

/** A device or browser signed in to the account: when, and until when (the session's own id is a secret, never sent). */
const ExportedSession = z.object({
  signedInAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

/** A browser that receives alerts: its address at the push service; the encryption keys stay on the server. */
const ExportedPushSubscription = z.object({
  endpoint: z.string(),
  subscribedAt: z.iso.datetime(),
});

/**
 * GET /api/users/{id}/export: what IEC Bets holds about the signed-in user (all but what is said below), as POPIA's right of access asks
 * (section 23), including what the product no longer shows but the log keeps: the account with its contact details
 * and alert settings and every earlier change to them, the record its profile shows (accuracy, points, rank,
 * streak), every answer with its outcome and points (to deleted questions too), comments (removed or under deleted
 * questions too, with their words), friendships and declined requests, question suggestions (deleted ones too), the browsers
 * that receive alerts or did, disputes of resolutions, reports of comments and what became of them, and the sessions
 * signed in. Password hashes and push encryption keys are held but never handed out. The newsletter list is kept by address, not by account, and an account's address is
 * not verified: it is left out, or anyone could learn whether an address of their choosing is on the list.
 */
export const UserDataExport = z.object({
  exportedAt: z.iso.datetime(),
  account: User,
  /** Oldest first. */
  accountHistory: z.array(ExportedAccountChange),
  /** Accuracy, points, rank and streak (and whether today's part of it is kept), as the user's profile shows them. */
  record: UserStats,
  answers: z.array(ExportedAnswer),
  comments: z.array(ExportedComment),
  friendships: z.array(ExportedFriendship),
  suggestions: z.array(ExportedSuggestion),
  pushSubscriptions: z.array(ExportedPushSubscription),
  disputes: z.array(ExportedDispute),
  reports: z.array(ExportedReport),
  sessions: z.array(ExportedSession),
});
export type UserDataExport = z.infer<typeof UserDataExport>;
