/**
 * The sections of a member's Settings tab (the profile screen's) that links elsewhere lead to by their fragment, each
 * the id of its section: the section scrolls into sight and its heading takes the keyboard
 * (features/profile/hooks/use-arrival-by-link.ts).
 */
export const SETTINGS_SECTION = {
  /** Turning on notifications in this browser. Email and WhatsApp have a screen of their own, /notifications. */
  browserNotifications: 'browser-notifications',
  /** The data's download, the comments under deleted questions, and the account's deletion. */
  yourData: 'your-data',
} as const;

/** A member's Settings tab, at its top. */
export const PROFILE_SETTINGS = '/profile?tab=settings';

/** Where a player turns on notifications in this browser ("Turn on notifications"). */
export const BROWSER_NOTIFICATIONS_SETTINGS = `${PROFILE_SETTINGS}#${SETTINGS_SECTION.browserNotifications}`;

/** Where a member downloads their data, erases comments under deleted questions, or deletes their account. */
export const YOUR_DATA_SETTINGS = `${PROFILE_SETTINGS}#${SETTINGS_SECTION.yourData}`;
