import type { Official } from '@iec-bets/contracts';
import { TagButtons } from './tag-buttons';

/** An office and its holder: the topics it concerns lead to those topics. */
export function OfficialCard({ official, onPickTag }: { official: Official; onPickTag: (tag: string) => void }) {
  const titleId = `official-${official.id}`;
  return (
    <article className="card research-card" aria-labelledby={titleId}>
      <div className="official-head">
        {official.avatar ? (
          <img className="official-avatar" src={official.avatar} alt="" loading="lazy" />
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
