/**
 * The emulator's pictures: small SVGs drawn on request (initials avatars, team photos, sample
 * thumbnails, event banners). `?w=&h=` choose the size, as on Planning Center's image hosts.
 */
import { hash } from './random.ts';

const PALETTE = [
  '#2f6f8f',
  '#8f5a2f',
  '#3f7f4f',
  '#6f3f8f',
  '#8f2f4f',
  '#2f4f8f',
  '#7f6f2f',
  '#2f7f7f',
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Width and height from `w`/`h` (16..1600), else the default. */
export function requestedSize(
  url: URL,
  fallback: { w: number; h: number },
): { w: number; h: number } {
  const read = (name: 'w' | 'h') => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value >= 16 && value <= 1600 ? value : null;
  };
  const w = read('w');
  const h = read('h');
  return { w: w ?? h ?? fallback.w, h: h ?? w ?? fallback.h };
}

function svg(size: { w: number; h: number }, viewBox: string, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="${viewBox}" role="img" aria-label="${escape(label)}">${body}</svg>`;
}

/** A square avatar with the initials on a colour chosen by the name. */
export function initialsImage(name: string, size: { w: number; h: number }): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  const colour = PALETTE[hash(name) % PALETTE.length]!;
  const body = `<rect width="100" height="100" fill="${colour}"/><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" fill="#fff">${escape(initials)}</text>`;
  return svg(size, '0 0 100 100', body, name);
}

/** A wide banner with a title, for event images and sample thumbnails. */
export function bannerImage(
  title: string,
  subtitle: string,
  size: { w: number; h: number },
): string {
  const colour = PALETTE[hash(title) % PALETTE.length]!;
  // a long title wraps onto a second line rather than running off the picture
  const lines = wrap(title, 22).slice(0, 2);
  const text = lines
    .map((line, i) => `<tspan x="20" dy="${i ? 1.15 : 0}em">${escape(line)}</tspan>`)
    .join('');
  const top = 96 - (lines.length - 1) * 12;
  const body =
    `<rect width="320" height="180" fill="${colour}"/>` +
    `<circle cx="280" cy="36" r="70" fill="#fff" opacity="0.12"/>` +
    `<text y="${top}" font-family="Helvetica, Arial, sans-serif" font-size="21" font-weight="bold" fill="#fff">${text}</text>` +
    `<text x="20" y="${top + lines.length * 24 + 6}" font-family="Helvetica, Arial, sans-serif" font-size="14" fill="#fff" opacity="0.85">${escape(subtitle.slice(0, 40))}</text>`;
  return svg(size, '0 0 320 180', body, title);
}

/** Words wrapped into lines of at most `width` characters (a long word keeps its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Square cover art with the title wrapped to fit, for worship sample thumbnails. */
export function squareArt(title: string, subtitle: string, size: { w: number; h: number }): string {
  const colour = PALETTE[hash(title) % PALETTE.length]!;
  const lines = wrap(title, 13).slice(0, 3);
  const text = lines
    .map((line, i) => `<tspan x="16" dy="${i ? 1.15 : 0}em">${escape(line)}</tspan>`)
    .join('');
  const body =
    `<rect width="200" height="200" fill="${colour}"/>` +
    `<circle cx="170" cy="30" r="60" fill="#fff" opacity="0.12"/>` +
    `<text y="${110 - (lines.length - 1) * 12}" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="bold" fill="#fff">${text}</text>` +
    `<text x="16" y="176" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="#fff" opacity="0.85">${escape(subtitle.slice(0, 24))}</text>`;
  return svg(size, '0 0 200 200', body, title);
}

/** An image response that browsers and CDNs may keep for a day. */
export function imageResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
