/**
 * Text made safe to put inside HTML, in an element or in a quoted attribute: what an admin or a member wrote (a
 * question, a name) can never close a tag or an attribute and start markup of its own. For emails and pages alike.
 */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
