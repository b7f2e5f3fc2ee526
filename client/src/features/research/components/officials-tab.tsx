import { useOfficials } from '@/api/get-officials';
import { OfficialCard } from './official-card';
import { QueryList } from './query-list';

export function OfficialsTab({ onPickTag }: { onPickTag: (tag: string) => void }) {
  const officials = useOfficials();
  return (
    <div className="stack">
      <p className="muted">Pick one of an official's topics to see everything on it.</p>
      <QueryList query={officials} loading="Loading officials..." empty="No officials yet." failure="Could not load the officials.">
        {(items) => items.map((official) => <OfficialCard key={official.id} official={official} onPickTag={onPickTag} />)}
      </QueryList>
    </div>
  );
}
