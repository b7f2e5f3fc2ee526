import type { Config } from '@iec-bets/platform';

/**
 * Why a server's email setting up is half done, if it is (the one-process server keeps a secret in DATA_DIR, so only
 * PUBLIC_ORIGIN can be missing there): with SMTP configured, email alerts may be
 * switched on, but they go only to addresses confirmed by a link (notifier/src/channel-address.ts), which needs
 * PUBLIC_ORIGIN to point at and PASSWORD_RESET_SECRET to be signed with. Without them nobody could confirm an address,
 * and every email alert would be held back for good while Settings offered them: a start refused says so at once.
 */
export function emailSetupProblems(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_ORIGIN' | 'PASSWORD_RESET_SECRET'>,
  options: { secretKeptInDataDir?: boolean } = {},
): string[] {
  if (!config.SMTP_URL || !config.MAIL_FROM) return [];
  const hasSecret = Boolean(config.PASSWORD_RESET_SECRET) || options.secretKeptInDataDir === true;
  const needed = (name: string) =>
    `${name}: required with SMTP_URL and MAIL_FROM, since email alerts go only to addresses confirmed by an emailed link`;
  return [...(config.PUBLIC_ORIGIN ? [] : [needed('PUBLIC_ORIGIN')]), ...(hasSecret ? [] : [needed('PASSWORD_RESET_SECRET')])];
}
