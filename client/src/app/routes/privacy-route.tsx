import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /privacy: the privacy notice, for visitors and members alike, so it can be read before signing up. */
export function PrivacyRoute() {
  useDocumentTitle('Privacy');
  return <PrivacyNotice />;
}
