import type { Official } from '@iec-bets/contracts';
import { useState } from 'react';
import { TagButtons } from './tag-buttons';

/** An office and its holder: the topics it concerns lead to those topics. */
export function OfficialCard({ official, onPickTag }: { official: Official; onPickTag: (tag: string) => void }) {
  const titleId = `official-${official.id}`;
  // A photo link that no longer answers (moved, taken down) shows the initial, as a profile without one does.
  const [photoFailed, setPhotoFailed] = useState<string | null>(null);
  const photo = official.avatar && official.avatar !== photoFailed ? official.avatar : null;
  return (
    <article className="card research-card" aria-labelledby={titleId}>
      <div className="official-head">
        {photo ? (
          // From another site: it is told nothing of which page shows it.
          <img className="official-avatar" src={photo} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setPhotoFailed(photo)} />
        ) : (
          <span className="official-avatar" aria-hidden="true">
            {official.name.charAt(0)}
          </span>
        )}
        <div>
          <h3 id={titleId}>{official.name}</h3>
          <p className="muted">{official.title}</p>
        </div>
      </div>
      {official.bio && <p>{official.bio}</p>}
      <TagButtons tags={official.tags} label={`Topics of ${official.name}`} onPick={onPickTag} />
    </article>
  );
}
