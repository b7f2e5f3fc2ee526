/**
 * The words of the alerts (SPEC section 9), shared by everything that sends one: the notifier's channels and the
 * command side's test email.
 */
export const NEW_QUESTION_TITLE = 'New IEC Bets Question!';
export const CALL_TO_PREDICT = 'Make your prediction now!';
export const RESOLVED_TITLE = 'Question Resolved!';
export const TEST_TITLE = 'IEC Bets test alert';
export const TEST_BODY = 'This is a test message from IEC Bets: your alerts reach you.';
