/** Tags are typed as one comma-separated line; the server normalises each (trim, lowercase) and drops repeats. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function tagsText(tags: readonly string[]): string {
  return tags.join(', ');
}
