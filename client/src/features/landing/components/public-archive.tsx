import { LoadingScreen } from '@/components/loading-screen';
import { usePublicComments } from '@/api/get-public-comments';
import { usePublicQuestions } from '@/api/get-public-questions';
import { ArchiveCard } from './archive-card';

export function PublicArchive({ onJoin }: { onJoin: () => void }) {
  const archive = usePublicQuestions();
  // Comments are extra: the archive shows without them while they load or if they fail.
  const comments = usePublicComments().data ?? {};
  return (
    <section aria-labelledby="archive-title" className="stack">
      <h2 id="archive-title">Recent Predictions</h2>
      {archive.isPending && <LoadingScreen text="Loading election predictions..." />}
      {archive.isError && <p role="alert">Could not load the archive: {archive.error.message}</p>}
      {archive.data?.length === 0 && <p className="muted">No election questions available yet. Check back soon!</p>}
      {archive.data?.map((question) => <ArchiveCard key={question.id} question={question} comments={comments[question.id] ?? []} onJoin={onJoin} />)}
    </section>
  );
}
