/** Avatar image URLs at a requested size (docs/requirements.md section 9: directory tiles ask for 200x200). */

/** The size the directory's tiles request. */
export const TILE_AVATAR_SIZE = 200;

/**
 * The avatar URL asking for a size x size image (`w` and `h` query parameters, the contract of
 * src/features/directory/shared/api-types.ts), keeping any query it already has. Relative URLs stay relative.
 */
export function avatarUrl(url: string, size: number): string {
  if (url === '') return url;
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.set('w', String(size));
  parsed.searchParams.set('h', String(size));
  return parsed.origin === 'http://relative.invalid'
    ? `${parsed.pathname}${parsed.search}${parsed.hash}`
    : parsed.href;
}
