/**
 * The emulator's pictures: small SVGs drawn on request (initials avatars, team photos, sample
 * thumbnails, event banners). `?w=&h=` choose the size, as on Planning Center's image hosts.
 */
import { hash } from './random.ts';
import { fitText } from './text-fit.ts';

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

/** Title lines as tspans at `x`, each a line-height (1.15em) below the last. */
function titleLines(lines: string[], x: number): string {
  return lines
    .map((line, i) => `<tspan x="${x}" dy="${i ? 1.15 : 0}em">${escape(line)}</tspan>`)
    .join('');
}

/** A wide banner with a title, for event images and sample thumbnails. */
export function bannerImage(
  title: string,
  subtitle: string,
  size: { w: number; h: number },
): string {
  const colour = PALETTE[hash(title) % PALETTE.length]!;
  // a long title wraps, then shrinks, rather than running off the picture or losing words
  const fit = fitText(title, { width: 280, maxLines: 3, size: 21, minSize: 14 });
  const under = fitText(subtitle, { width: 280, maxLines: 1, size: 14, minSize: 10 });
  const step = Math.floor((fit.size * 1.15) / 2);
  const top = 96 - (fit.lines.length - 1) * step;
  const body =
    `<rect width="320" height="180" fill="${colour}"/>` +
    `<circle cx="280" cy="36" r="70" fill="#fff" opacity="0.12"/>` +
    `<text y="${top}" font-family="Helvetica, Arial, sans-serif" font-size="${fit.size}" font-weight="bold" fill="#fff">${titleLines(fit.lines, 20)}</text>` +
    `<text x="20" y="${top + (fit.lines.length - 1) * 2 * step + 30}" font-family="Helvetica, Arial, sans-serif" font-size="${under.size}" fill="#fff" opacity="0.85">${escape(under.lines.join(' '))}</text>`;
  return svg(size, '0 0 320 180', body, title);
}

/** Square cover art with the title wrapped to fit, for worship sample thumbnails. */
export function squareArt(title: string, subtitle: string, size: { w: number; h: number }): string {
  const colour = PALETTE[hash(title) % PALETTE.length]!;
  const fit = fitText(title, { width: 168, maxLines: 3, size: 22, minSize: 14 });
  const under = fitText(subtitle, { width: 168, maxLines: 1, size: 13, minSize: 10 });
  const step = Math.floor((fit.size * 1.15) / 2);
  const body =
    `<rect width="200" height="200" fill="${colour}"/>` +
    `<circle cx="170" cy="30" r="60" fill="#fff" opacity="0.12"/>` +
    `<text y="${110 - (fit.lines.length - 1) * step}" font-family="Helvetica, Arial, sans-serif" font-size="${fit.size}" font-weight="bold" fill="#fff">${titleLines(fit.lines, 16)}</text>` +
    `<text x="16" y="176" font-family="Helvetica, Arial, sans-serif" font-size="${under.size}" fill="#fff" opacity="0.85">${escape(under.lines.join(' '))}</text>`;
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
