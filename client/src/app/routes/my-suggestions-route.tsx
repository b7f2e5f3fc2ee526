import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { SignedIn } from './sign-in-required';
import { useDocumentTitle } from '@/hooks/use-document-title';

const MySuggestionsPage = lazy(() =>
  import('@/features/suggestions/components/my-suggestions-page').then((m) => ({ default: m.MySuggestionsPage })),
);
const SuggestQuestionDialog = lazy(() =>
  import('@/features/suggestions/components/suggest-question-dialog').then((m) => ({ default: m.SuggestQuestionDialog })),
);

export function MySuggestionsRoute() {
  useDocumentTitle('My Suggestions');
  return (
    <SignedIn what="your suggestions">
      {() => (
        <Suspense fallback={<LoadingScreen text="Loading your suggestions..." />}>
          <MySuggestionsPage suggestAction={<SuggestQuestionDialog />} />
        </Suspense>
      )}
    </SignedIn>
  );
}
