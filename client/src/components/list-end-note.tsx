/**
 * What a paged list says at its end once the reader has asked past it ("No older questions."). It is a live region
 * from the list's first render, hidden while it has nothing to say: screen readers announce words that come into a
 * region they already know, where one that arrives with its words is not announced by every reader, and the click
 * that asked would otherwise seem to do nothing.
 */
export function ListEndNote({ text }: { text: string | null }) {
  return (
    <p role="status" className={text ? 'muted' : 'visually-hidden'}>
      {text ?? ''}
    </p>
  );
}
