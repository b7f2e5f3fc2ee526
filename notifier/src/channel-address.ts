import type { UserDocument } from '@iec-bets/contracts';

/**
 * Where a user takes alerts on a channel with an address of theirs: that address if they turned the channel on and
 * gave one, else undefined. The fan-out queues a delivery by it, and the delivery, later, sends by it again.
 *
 * An email address only once its owner has confirmed it (a link mailed to it, opened): alerts go out day after day,
 * unasked each time, and must not go to whatever address someone typed, theirs or not.
 */
export function channelAddress(user: UserDocument, channel: 'email' | 'whatsapp'): string | undefined {
  if (channel === 'email') return (user.emailNotifications && user.emailConfirmed && user.email) || undefined;
  return (user.whatsappNotifications && user.phoneNumber) || undefined;
}
