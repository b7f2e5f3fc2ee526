import { zodResolver } from '@hookform/resolvers/zod';
import { CONFIRM_FROM_YOUR_INBOX, SubscribeNewsletterRequest } from '@iec-bets/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { NewsletterPrivacyNote } from './newsletter-privacy-note';

/** The visitor types an address and a name; where they signed up is the page's to say, added on sending. */
const SubscriberFields = SubscribeNewsletterRequest.omit({ source: true });

/** What the visitor did on the card before this form's code had loaded (newsletter-signup.tsx). */
export interface NewsletterStart {
  email: string;
  name: string;
  /** The id of the control that had the focus (a field, Subscribe, the privacy notice's link): this form's carry the same. */
  focus?: string;
  /** Whether Subscribe was pressed. */
  submit: boolean;
}

/** Takes the focus as the element appears. */
const focusOnArrival = (element: HTMLElement | null) => element?.focus();

export function NewsletterForm({ start }: { start?: NewsletterStart }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SubscriberFields), defaultValues: { email: start?.email ?? '', name: start?.name ?? '' } });
  const subscribe = useSubscribeNewsletter();
  const toast = useToast();

  const submit = handleSubmit((subscriber) =>
    subscribe.mutate(
      { ...subscriber, source: 'landing_page' },
      {
        onSuccess: () => toast({ title: 'Subscribed successfully!' }),
        onError: (error) => toast({ title: 'Subscription failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
      },
    ),
  );

  // Carries on where the visitor was, once: the focus goes back to the control they were on, as this form replaces the
  // card, before the browser handles another key; a submit made meanwhile is then sent (or told what is missing, which
  // takes the focus to the field).
  const carriedOn = useRef(false);
  useLayoutEffect(() => {
    if (carriedOn.current || !start) return;
    carriedOn.current = true;
    // The element itself: the form's setFocus would come too late for a key pressed straight after, and knows only fields.
    if (start.focus) document.getElementById(start.focus)?.focus();
    if (start.submit) void submit();
  }, [start, submit]);

  return (
    <section className="card" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get the daily question by email</h2>
      {subscribe.isSuccess ? (
        <>
          {/* The focus comes here: the form it was in has gone. Read out as it is focused, with what to do next, so no
              live region too. */}
          <p className="success-text" tabIndex={-1} ref={focusOnArrival} aria-describedby="newsletter-next-step">
            You're subscribed!
          </p>
          {/* Nothing is sent until the owner of the address opens the link emailed to it. */}
          <p id="newsletter-next-step" className="newsletter-next-step">
            {CONFIRM_FROM_YOUR_INBOX}
          </p>
          <NewsletterPrivacyNote />
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <FormField id="newsletter-email" label="Email address" error={errors.email?.message}>
            {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
          </FormField>
          <FormField id="newsletter-name" label="Name (optional)" error={errors.name?.message}>
            {(control) => <input {...control} autoComplete="name" {...register('name')} />}
          </FormField>
          <PendingButton id="newsletter-subscribe" type="submit" className="button primary" pending={subscribe.isPending}>
            Subscribe
          </PendingButton>
          <NewsletterPrivacyNote />
        </form>
      )}
    </section>
  );
}
