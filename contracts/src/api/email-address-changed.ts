/**
 * The email to an account's old address when the address is changed. A link to choose a new password goes to the
 * address the account has, so whoever changes it, a person at a phone left signed in say, could take the account
 * over by a forgotten password: its owner hears of it at the address they gave, while their password still signs
 * them in and can end every other session.
 */

/** `thandi@example.co.za` as `t…@example.co.za`: enough for the owner to know it, not the whole of someone else's. */
export function maskedEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${address[0]}…${address.slice(at)}`;
}

export function emailAddressChangedNotice(username: string, newAddress: string | null, settingsLink: string): { subject: string; text: string } {
  const change = newAddress
    ? `was changed from this address to ${maskedEmailAddress(newAddress)}`
    : 'was removed: this address no longer receives its alerts or links to choose a new password';
  return {
    subject: 'Your IEC Bets email address was changed',
    text: [
      `The email address of @${username} on IEC Bets ${change}.`,
      '',
      'If you changed it, there is nothing to do.',
      '',
      `If you did not, someone may be signed in to your account. Sign in, change your password in Profile, Settings (${settingsLink}), which signs out every other device, then put your address back.`,
    ].join('\n'),
  };
}
