import { ListEndNote } from '@/components/list-end-note';
import { MoreButton } from '@/components/more-button';
import type { ArchiveEnd } from '../hooks/use-archive-end';

/** Under a tab's archive: why an older page failed, that there is nothing older, or the button that asks for more. */
export function ArchiveEndControls({ archive: { end, reachedEnd, showMore } }: { archive: ArchiveEnd }) {
  return (
    <>
      {end.failure && <p role="alert">Could not load older questions: {end.failure}</p>}
      <ListEndNote text={reachedEnd ? 'No older questions.' : null} />
      <MoreButton end={end} className="button secondary" label="Show older questions" loadingLabel="Loading older questions..." onMore={showMore} />
    </>
  );
}
