import type { NewsletterSubscriber } from '@iec-bets/contracts';
import { ConfirmAction } from '@/components/confirm-action';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/dates';
import { useEraseNewsletterSubscriber } from '../api/erase-newsletter-subscriber';

/** Where the form was, as people say it: 'landing_page' reads "landing page". */
const sourceInWords = (source: string) => source.replace(/[_.-]+/g, ' ');

export function SubscriberRow({ subscriber, onErased }: { subscriber: NewsletterSubscriber; onErased: () => void }) {
  const erase = useEraseNewsletterSubscriber();
  const toast = useToast();

  function confirm() {
    erase.mutate(subscriber.id, {
      onSuccess: () => {
        toast({ title: 'Address Erased', description: `${subscriber.email} is off the newsletter list for good.` });
        onErased();
      },
      onError: (error) => toast({ title: 'Erasure Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  }

  return (
    <article className="card newsletter-subscriber" aria-label={subscriber.email}>
      <div className="newsletter-subscriber-who">
        <h3 className="newsletter-subscriber-email">{subscriber.email}</h3>
        <p className="muted newsletter-subscriber-facts">
          {subscriber.name ?? 'No name given'} · Subscribed {formatLongDate(subscriber.subscribedAt)}
          {subscriber.source && ` from the ${sourceInWords(subscriber.source)}`}
        </p>
        {/* Nothing is sent to an address until its owner confirms it from the emailed link. */}
        {subscriber.confirmedAt ? (
          <p className="newsletter-subscriber-state confirmed">
            <span aria-hidden="true">✓ </span>Confirmed {formatLongDate(subscriber.confirmedAt)}
          </p>
        ) : (
          <p className="newsletter-subscriber-state awaiting">Awaiting confirmation</p>
        )}
      </div>
      <ConfirmAction
        trigger="Erase"
        triggerClassName="button small secondary danger-outline"
        triggerLabel={`Erase ${subscriber.email}`}
        title={`Erase ${subscriber.email}?`}
        description="Their address and name leave the newsletter list and every record IEC Bets keeps, for good: no copy of the records can show them again. Do this when they ask to be taken off. They can subscribe again later."
        confirmLabel="Erase"
        onConfirm={confirm}
        pending={erase.isPending}
      />
    </article>
  );
}
