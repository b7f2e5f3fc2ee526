/**
 * A question's text as the product shows it, ending in one question mark. Admins may write the mark or leave it
 * out; either way a reader sees "…tomorrow?", never "…tomorrow??".
 */
export function asQuestion(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.endsWith('?') ? trimmed : `${trimmed}?`;
}
