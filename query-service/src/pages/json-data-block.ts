/**
 * A value as a `<script type="application/json">` block. The browser ends a script element at the first `</script`
 * whatever its type, so `<` (and, for good measure, `>`, `&` and the two JavaScript line separators) are written as
 * JSON escapes: a username such as `</script><script>alert(1)</script>` stays text inside the block.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
