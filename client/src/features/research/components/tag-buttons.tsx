/** Topic names as buttons; `selected` marks the one being browsed (aria-pressed), when there is one. */
export function TagButtons({
  tags,
  label,
  selected,
  onPick,
}: {
  tags: string[];
  label: string;
  selected?: string | null;
  onPick: (tag: string) => void;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className="plain-list tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            className="tag-chip"
            aria-pressed={selected === undefined ? undefined : selected === tag}
            onClick={() => onPick(tag)}
          >
            {tag}
          </button>
        </li>
      ))}
    </ul>
  );
}
