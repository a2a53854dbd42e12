/**
 * A short digest of a value, for telling whether a copy still matches its source (the search
 * index's copy of a group or sign-up against the live answer: docs/architecture.md section 9).
 * Not a secret and not proof against forgery: both sides are public. 53 bits (cyrb53), so two
 * different values share one by chance about once in 9 × 10^15. Pure.
 */

/** The digest of the value's JSON, in base 36. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
