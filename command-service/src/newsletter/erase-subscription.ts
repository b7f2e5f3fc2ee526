import { streams } from '@iec-bets/contracts';
import { newsletterSubject } from '@iec-bets/platform';
import type { FastifyRequest } from 'fastify';
import { handleCommand } from '../commands/handle-command.js';
import type { CommandDeps } from '../deps.js';
import { newsletterDecider } from '../domain/newsletter/newsletter-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import type { AppendResult } from '@iec-bets/platform';

/**
 * Takes one subscription off the newsletter list and erases its address and name: an admin at the owner's request,
 * the owner with the link in an email, or the sign-up of an address whose earlier subscription nobody confirmed (no
 * actor for either of the last two). The key goes once the rules have let the erasure through and before it is
 * recorded, as a comment's does: whatever fails after, the address and name are gone from every copy of the log, and
 * asking again records the erasure. Throws the decider's NotFound when the subscription is no longer the address's.
 */
export async function eraseSubscription(
  deps: Pick<CommandDeps, 'eventStore' | 'personalDataKeys'>,
  request: FastifyRequest,
  subscription: { subscriberId: string; subscriptionId: string; actorId: string | null; now: Date },
): Promise<AppendResult | null> {
  const { subscriberId, subscriptionId } = subscription;
  const streamId = streams.newsletter(subscriberId);
  const { appended } = await handleCommand(deps.eventStore, newsletterDecider, {
    streamId,
    command: { type: 'EraseNewsletterSubscription', data: { subscriberId, subscriptionId } },
    metadata: commandMetadata(request, subscription.actorId, subscription.now),
    beforeAppend: async () => {
      await deps.personalDataKeys?.erase(newsletterSubject(subscriptionId));
      // ... and a subscription from before the sealing, which holds them in the clear, is blanked in the log's file.
      await deps.eventStore.redactErasedPlainData?.([streamId]);
    },
  });
  return appended;
}
