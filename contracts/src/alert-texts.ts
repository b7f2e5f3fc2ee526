/**
 * The words of the alerts (SPEC section 9), shared by everything that sends one: the notifier's channels and the
 * command side's test email.
 */
export const NEW_QUESTION_TITLE = 'New IEC Bets Question!';
export const CALL_TO_PREDICT = 'Make your prediction now!';
export const RESOLVED_TITLE = 'Question Resolved!';
/** Sent to everyone who answered when an admin corrects a resolution: their result may have changed. */
export const RESOLUTION_CORRECTED_TITLE = 'Resolution Corrected';
export const resolutionCorrectedLine = (correctOptionText: string) =>
  `An admin corrected this question's resolution: the correct answer is now ${correctOptionText}.`;
export const TEST_TITLE = 'IEC Bets test alert';
export const TEST_BODY = 'This is a test message from IEC Bets: your alerts reach you.';
/** The evening reminder to a player whose streak ends at midnight unless they predict today (notifier/src/streaks). */
export const streakReminderTitle = (streak: number) => `Keep your ${streak}-day streak`;
export const STREAK_REMINDER_LINE = 'It ends at midnight unless you predict today.';
