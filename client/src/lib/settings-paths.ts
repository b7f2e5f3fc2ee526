/**
 * Where a player turns on notifications in this browser: the Settings tab of their profile, at that section (whose
 * id is features/profile/components/browser-notification-control.tsx's). Email and WhatsApp have a screen of their
 * own, /notifications, which links here.
 */
export const BROWSER_NOTIFICATIONS_SETTINGS = '/profile?tab=settings#browser-notifications';
