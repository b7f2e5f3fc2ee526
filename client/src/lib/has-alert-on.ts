import type { User } from '@iec-bets/contracts';

/** Whether a member has asked for alerts on any channel (email, WhatsApp, or browser notifications on some device). */
export const hasAlertOn = (user: Pick<User, 'emailNotifications' | 'whatsappNotifications' | 'browserNotifications'>): boolean =>
  user.emailNotifications || user.whatsappNotifications || user.browserNotifications;
