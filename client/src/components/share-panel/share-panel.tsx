import { useId } from 'react';
import { SHARE_POPUP_FEATURES, SHARE_TARGETS, shareUrl } from './share-targets';
import { useCopyToClipboard } from './use-copy-to-clipboard';
import './share-panel.css';

/**
 * The text to share, shown so it can also be selected by hand, with a button per network (each opens the network's
 * own page in a 600x400 popup) and one that copies it.
 */
export function SharePanel({
  text,
  title = 'Share',
  link = window.location.origin,
  className = '',
}: {
  text: string;
  title?: string;
  link?: string;
  className?: string;
}) {
  const headingId = useId();
  const { copied, copy } = useCopyToClipboard();
  return (
    <section className={`share-panel ${className}`.trim()} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="share-text">{text}</p>
      <div className="share-buttons">
        {SHARE_TARGETS.map(({ target, label }) => (
          <button
            key={target}
            type="button"
            className={`button small share-${target}`}
            onClick={() => window.open(shareUrl(target, text, link), '_blank', SHARE_POPUP_FEATURES)}
          >
            {label}
          </button>
        ))}
        <button type="button" className="button small secondary" onClick={() => void copy(text)}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
    </section>
  );
}
