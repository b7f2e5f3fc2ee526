/**
 * Someone's words in quotation marks, cut to `max` characters with an ellipsis: enough of a comment to tell it apart
 * in a confirmation or a button's name, never the whole of a long one.
 */
export function quotedExcerpt(text: string, max: number): string {
  return `“${text.length > max ? `${text.slice(0, max)}…` : text}”`;
}
