import './tab-count-label.css';

/**
 * A tab's name with how much work waits there as a badge beside it, so that it is seen from any tab. The badge is only
 * seen; the tab is named as one phrase ("Moderation, 2 waiting"), which browsers would otherwise read with a stray
 * space around the badge. Just the name while none wait.
 */
export function TabCountLabel({ label, count }: { label: string; count: number }) {
  if (count <= 0) return label;
  return (
    <>
      <span aria-hidden="true">
        {label}
        <span className="tab-count">{count}</span>
      </span>
      <span className="visually-hidden">{`${label}, ${count} waiting`}</span>
    </>
  );
}
