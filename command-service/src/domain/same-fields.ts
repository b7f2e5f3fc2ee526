/**
 * Whether two flat records of a research entry hold the same values (arrays compared element by element, in order):
 * an edit that changes nothing records nothing.
 */
export function sameFields<T extends Record<string, unknown>>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const left = a[key];
    const right = b[key];
    if (Array.isArray(left) && Array.isArray(right)) {
      if (left.length !== right.length || left.some((value, index) => value !== right[index])) return false;
    } else if (left !== right) {
      return false;
    }
  }
  return true;
}
