import type { User } from '@iec-bets/contracts';

/** A member's choice of alert channels, as their account holds it. */
export type AlertChoices = Pick<User, 'emailNotifications' | 'whatsappNotifications' | 'browserNotifications'>;

/** Whether a member has asked for alerts on any channel (email, WhatsApp, or browser notifications on some device). */
export const hasAlertOn = (user: AlertChoices): boolean => user.emailNotifications || user.whatsappNotifications || user.browserNotifications;
