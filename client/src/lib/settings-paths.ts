/**
 * Where a player turns on notifications in this browser: the Settings tab of their profile, at that section (whose
 * id is features/profile/components/browser-notification-control.tsx's). Email and WhatsApp have a screen of their
 * own, /notifications, which links here.
 */
export const BROWSER_NOTIFICATIONS_SETTINGS = '/profile?tab=settings#browser-notifications';

/** A member's Settings tab: their data's download, their comments under deleted questions, and the account's deletion. */
export const PROFILE_SETTINGS = '/profile?tab=settings';
