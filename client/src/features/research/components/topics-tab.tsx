import type { Ref } from 'react';
import { useTags } from '../api/get-tags';
import { QueryList } from './query-list';
import { TagButtons } from './tag-buttons';
import { TopicDetails } from './topic-details';

/** The topics as chips; picking one shows it below (`detailsRef`), picking it again (or Clear) puts it away. */
export function TopicsTab({
  selected,
  onSelect,
  detailsRef,
}: {
  selected: string | null;
  onSelect: (tag: string | null) => void;
  detailsRef?: Ref<HTMLElement>;
}) {
  const tags = useTags();
  return (
    <div className="stack">
      <QueryList query={tags} loading="Loading topics..." empty="No topics yet." failure="Could not load the topics.">
        {(items) => (
          <TagButtons tags={items} label="Topics" selected={selected} onPick={(tag) => onSelect(tag === selected ? null : tag)} />
        )}
      </QueryList>
      {selected ? (
        <TopicDetails ref={detailsRef} tag={selected} onClear={() => onSelect(null)} onPickTag={onSelect} />
      ) : (
        <p className="muted">Pick a topic to see its questions, official sources and media predictions.</p>
      )}
    </div>
  );
}
