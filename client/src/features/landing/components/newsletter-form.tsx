import { zodResolver } from '@hookform/resolvers/zod';
import { SubscribeNewsletterRequest } from '@iec-bets/contracts';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** The visitor types an address and a name; where they signed up is the page's to say, added on sending. */
const SubscriberFields = SubscribeNewsletterRequest.omit({ source: true });

export function NewsletterForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SubscriberFields), defaultValues: { email: '', name: '' } });
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

  return (
    <section className="card" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get the daily question by email</h2>
      {subscribe.isSuccess ? (
        <p className="success-text" role="status">
          You're subscribed!
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <FormField id="newsletter-email" label="Email address" error={errors.email?.message}>
            {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
          </FormField>
          <FormField id="newsletter-name" label="Name (optional)" error={errors.name?.message}>
            {(control) => <input {...control} autoComplete="name" {...register('name')} />}
          </FormField>
          <button type="submit" className="button primary" disabled={subscribe.isPending}>
            Subscribe
          </button>
        </form>
      )}
    </section>
  );
}
