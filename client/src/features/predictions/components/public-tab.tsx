import type { Question } from '@iec-bets/contracts';
import { useState } from 'react';
import { usePublicComments } from '@/api/get-public-comments';
import { usePublicQuestions } from '@/api/get-public-questions';
import { LoadingScreen } from '@/components/loading-screen';
import { MoreButton } from '@/components/more-button';
import { useFocusKept } from '@/hooks/use-focus-kept';
import { NOTHING_OLDER } from '@/hooks/use-list-end';
import { loadFailureReason } from '@/lib/api-error';
import { publicQuestionsAfter } from '../api/get-older-public-questions';
import { OlderPredictionPage } from './older-prediction-page';
import { PublicPredictionCards, type ResolutionActions } from './public-prediction-cards';

/**
 * How many older pages the reader has asked for. The page that holds the tabs keeps it: a tab's content goes when
 * another tab is picked, and a reader who looks at the Friends tab and comes back expects the archive as they left it.
 */
export interface OlderPages {
  count: number;
  setCount: (count: number) => void;
}

export function PublicTab({
  userId,
  olderPages,
  renderResolutionActions,
}: {
  userId: string;
  olderPages: OlderPages;
  renderResolutionActions?: ResolutionActions;
}) {
  const questions = usePublicQuestions();
  if (questions.isPending) return <LoadingScreen text="Loading election predictions..." />;
  if (questions.isError) return <p role="alert">Could not load the election predictions: {loadFailureReason(questions.error)}</p>;
  if (questions.data.length === 0) return <p className="muted empty-state">No election questions available yet. Check back soon!</p>;
  return <PublicArchive newest={questions.data} userId={userId} olderPages={olderPages} renderResolutionActions={renderResolutionActions} />;
}

/**
 * Every public question, newest first: the newest page (the one every screen shares and polls), then older pages as
 * the reader asks for them. A daily game outgrows one page in a few weeks, and the oldest questions are the record
 * a player's accuracy was built on.
 */
function PublicArchive({
  newest,
  userId,
  olderPages: { count: olderPages, setCount: setOlderPages },
  renderResolutionActions,
}: {
  newest: Question[];
  userId: string;
  olderPages: OlderPages;
  renderResolutionActions: ResolutionActions;
}) {
  // Comments are extra: the cards show without them while they load or if they fail.
  const comments = usePublicComments().data ?? {};
  // Pages already asked for, coming back from the other tab, say they are loading until they report their end.
  const [olderEnd, setOlderEnd] = useState(() => (olderPages > 0 ? { ...NOTHING_OLDER, loading: true } : NOTHING_OLDER));
  // The button goes once the last page is in: the keyboard's place stays in the archive rather than at the page's top.
  const region = useFocusKept<HTMLElement>();
  const older = publicQuestionsAfter(newest);
  const end = older && olderPages > 0 ? olderEnd : { ...NOTHING_OLDER, older };
  return (
    <section ref={region} className="stack" aria-label="Public predictions">
      <PublicPredictionCards questions={newest} comments={comments} userId={userId} renderResolutionActions={renderResolutionActions} />
      {older && olderPages > 0 && (
        <OlderPredictionPage
          start={older}
          pagesBelow={olderPages - 1}
          userId={userId}
          renderResolutionActions={renderResolutionActions}
          onEnd={setOlderEnd}
        />
      )}
      {end.failure && <p role="alert">Could not load older questions: {end.failure}</p>}
      {end.lastPageEmpty && <p className="muted">No older questions.</p>}
      <MoreButton
        end={end}
        className="button secondary"
        label="Show older questions"
        loadingLabel="Loading older questions..."
        onMore={() => {
          // Loading from the click on, so that the button is not gone for the moment before the page says so.
          setOlderEnd({ ...NOTHING_OLDER, loading: true });
          setOlderPages(olderPages + 1);
        }}
      />
    </section>
  );
}
