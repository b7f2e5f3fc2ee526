import { ScoringPage } from '@/features/scoring/components/scoring-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /scoring: how answers become points and a rank; public, so a visitor can read the rule before joining. */
export function ScoringRoute() {
  useDocumentTitle('How Scoring Works');
  return <ScoringPage />;
}
