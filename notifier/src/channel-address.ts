import type { UserDocument } from '@iec-bets/contracts';

/**
 * Where a user takes alerts on a channel with an address of theirs: that address if they turned the channel on and
 * gave one, else undefined. The fan-out queues a delivery by it, and the delivery, later, sends by it again.
 */
export function channelAddress(user: UserDocument, channel: 'email' | 'whatsapp'): string | undefined {
  if (channel === 'email') return (user.emailNotifications && user.email) || undefined;
  return (user.whatsappNotifications && user.phoneNumber) || undefined;
}
