import { SubscribeNewsletterRequest } from '@iec-bets/contracts';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  const toast = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SubscribeNewsletterRequest.safeParse({ email, name, source: 'landing_page' });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please enter your email address');
      return;
    }
    setProblem(null);
    subscribe.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Subscribed successfully!' }),
      onError: (error) => toast({ title: 'Subscription failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  }

  return (
    <section className="card" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get the daily question by email</h2>
      {subscribe.isSuccess ? (
        <p className="success-text" role="status">
          You're subscribed!
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-describedby="newsletter-error">
          <label htmlFor="newsletter-email">Email address</label>
          <input id="newsletter-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <label htmlFor="newsletter-name">Name (optional)</label>
          <input id="newsletter-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          <FormAlert id="newsletter-error" message={problem} />
          <button type="submit" className="button primary" disabled={subscribe.isPending}>
            Subscribe
          </button>
        </form>
      )}
    </section>
  );
}
