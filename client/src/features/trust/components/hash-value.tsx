import { useId, useState } from 'react';
import { useCopyToClipboard } from '@/components/share-panel/use-copy-to-clipboard';

/** The first and last characters: enough to compare by eye, short enough for a phone's line. */
function shortHash(hash: string): string {
  return `${hash.slice(0, 10)}…${hash.slice(-6)}`;
}

/**
 * A SHA-256 hash, shortened until asked for in full, with a copy button. `name` says whose hash it is, so each
 * button's accessible name stays unique in a list of them ("Copy the hash of step 3").
 */
export function HashValue({ label, hash, name }: { label: string; hash: string; name: string }) {
  const [expanded, setExpanded] = useState(false);
  const { copied, copy } = useCopyToClipboard();
  const fullId = useId();
  return (
    <div className="hash-value">
      <span className="hash-label">{label}</span>{' '}
      {expanded ? (
        <code id={fullId} className="hash-full">
          {hash}
        </code>
      ) : (
        <code className="hash-short" title={hash}>
          {shortHash(hash)}
        </code>
      )}
      <span className="hash-actions">
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={expanded ? fullId : undefined}
          aria-label={`${expanded ? 'Shorten' : 'Show all of'} the ${name}`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Shorten' : 'Show all'}
        </button>
        <button type="button" className="link-button" aria-label={`Copy the ${name}`} onClick={() => void copy(hash)}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </span>
    </div>
  );
}
