/** Names for URLs and storage keys, from free text. Pure. */

/**
 * A short, safe name part from free text: "The Lord's Prayer!" -> "the-lord-s-prayer"; at most
 * `max` characters (48 unless said otherwise).
 */
export function slugify(text: string, fallback = 'episode', max = 48): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || fallback;
}
