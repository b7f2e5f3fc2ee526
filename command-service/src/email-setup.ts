import type { Config } from '@iec-bets/platform';

/**
 * Why this command service's email setting up is half done, if it is: with SMTP configured, email alerts may be
 * switched on, but they go only to addresses confirmed by a link (notifier/src/channel-address.ts), which needs
 * PUBLIC_ORIGIN to point at and PASSWORD_RESET_SECRET to be signed with. Without them nobody could confirm an address,
 * and every email alert would be held back for good while Settings offered them: a start refused says so at once.
 */
export function emailSetupProblems(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_ORIGIN' | 'PASSWORD_RESET_SECRET'>): string[] {
  if (!config.SMTP_URL || !config.MAIL_FROM) return [];
  const needed = (name: string) =>
    `${name}: required with SMTP_URL and MAIL_FROM, since email alerts go only to addresses confirmed by an emailed link`;
  return [...(config.PUBLIC_ORIGIN ? [] : [needed('PUBLIC_ORIGIN')]), ...(config.PASSWORD_RESET_SECRET ? [] : [needed('PASSWORD_RESET_SECRET')])];
}
