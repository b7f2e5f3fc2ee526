import { LeaveNewsletterPage } from '@/features/newsletter/components/leave-newsletter-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /newsletter/unsubscribe: where the link at the foot of every newsletter email leads; for visitors and members alike. */
export function LeaveNewsletterRoute() {
  useDocumentTitle('Leave the Newsletter');
  return <LeaveNewsletterPage />;
}
