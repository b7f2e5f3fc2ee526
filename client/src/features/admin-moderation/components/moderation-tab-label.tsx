import { useModerationQueue } from '../api/get-moderation-queue';
import './admin-moderation.css';

/**
 * The Moderation tab's name, with how many reported comments wait as a badge beside it, so an admin sees there is
 * work there from any tab. The badge is only seen; the tab is named as one phrase ("Moderation, 2 waiting"), which
 * browsers would otherwise read with a stray space around the badge. Just the name while none wait.
 */
export function ModerationTabLabel({ label }: { label: string }) {
  const queue = useModerationQueue();
  const count = queue.data?.waiting ?? 0;
  if (count === 0) return label;
  return (
    <>
      <span aria-hidden="true">
        {label}
        <span className="moderation-count">{count}</span>
      </span>
      <span className="visually-hidden">{`${label}, ${count} waiting`}</span>
    </>
  );
}
