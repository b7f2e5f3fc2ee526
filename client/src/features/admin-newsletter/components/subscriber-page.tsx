import type { PageStart } from '@/lib/page-start';
import { useNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { SubscriberRow } from './subscriber-row';

/** The rows of one page of the list, as items of the list the panel holds. */
export function SubscriberPage({ email, start, onErased }: { email: string; start: PageStart | null; onErased: () => void }) {
  const page = useNewsletterSubscribers(email, start);
  return (
    <>
      {page.data?.map((subscriber) => (
        <li key={subscriber.id}>
          <SubscriberRow subscriber={subscriber} onErased={onErased} />
        </li>
      ))}
    </>
  );
}
