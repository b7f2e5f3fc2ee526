import type { Question } from '@iec-bets/contracts';
import { usePublicComments } from '@/api/get-public-comments';
import { usePublicQuestions } from '@/api/get-public-questions';
import { LoadingScreen } from '@/components/loading-screen';
import { useFocusKept } from '@/hooks/use-focus-kept';
import { loadFailureReason } from '@/lib/api-error';
import { type OlderPages, useArchiveEnd } from '../hooks/use-archive-end';
import { ArchiveEndControls } from './archive-end-controls';
import { OlderPredictionPage } from './older-prediction-page';
import { PublicPredictionCards, type ResolutionActions } from './public-prediction-cards';

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
  olderPages,
  renderResolutionActions,
}: {
  newest: Question[];
  userId: string;
  olderPages: OlderPages;
  renderResolutionActions: ResolutionActions;
}) {
  // Comments are extra: the cards show without them while they load or if they fail.
  const comments = usePublicComments().data ?? {};
  const archive = useArchiveEnd(newest, olderPages);
  // The button goes once the last page is in: the keyboard's place stays in the archive rather than at the page's top.
  const region = useFocusKept<HTMLElement>();
  return (
    <section ref={region} className="stack" aria-label="Public predictions">
      <PublicPredictionCards questions={newest} comments={comments} userId={userId} renderResolutionActions={renderResolutionActions} />
      {archive.firstOlder && (
        <OlderPredictionPage
          start={archive.firstOlder}
          pagesBelow={archive.pagesBelow}
          userId={userId}
          renderResolutionActions={renderResolutionActions}
          onEnd={archive.onEnd}
        />
      )}
      <ArchiveEndControls archive={archive} />
    </section>
  );
}
