import { VerifyPage } from '@/features/trust/components/verify-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /verify: how anyone can check the log's history, and its daily seals; for visitors and members alike. */
export function VerifyRoute() {
  useDocumentTitle('Verify');
  return <VerifyPage />;
}
