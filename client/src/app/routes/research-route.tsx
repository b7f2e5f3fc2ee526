import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { SignedIn } from './sign-in-required';
import { useDocumentTitle } from '@/hooks/use-document-title';

const ResearchHub = lazy(() => import('@/features/research/components/research-hub').then((m) => ({ default: m.ResearchHub })));

export function ResearchRoute() {
  useDocumentTitle('Research');
  return (
    <SignedIn what="the research hub">
      {() => (
        <Suspense fallback={<LoadingScreen text="Loading the research hub..." />}>
          <ResearchHub />
        </Suspense>
      )}
    </SignedIn>
  );
}
