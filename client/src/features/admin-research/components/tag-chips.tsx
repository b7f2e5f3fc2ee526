export function TagChips({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return <p className="muted tag-none">No tags</p>;
  return (
    <ul className="plain-list tag-chips" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="tag-label">
          {tag}
        </li>
      ))}
    </ul>
  );
}
