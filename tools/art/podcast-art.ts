/** The podcast artwork as SVG: a title and subtitle on a coloured field (rendered by make-art). */
import { fitText } from '../../src/demo/index.ts';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Text lines keep 140 px from either side of the picture. */
const TEXT_WIDTH = 1400 - 2 * 140;

/**
 * A 1400x1400 picture for the channel cover and the demo series (Apple wants 1400-3000 px
 * square JPEG or PNG). A long title wraps, then shrinks, so no word runs off the picture.
 */
export function podcastArtSvg(
  title: string,
  subtitle: string,
  colors: { background: string; accent: string },
): string {
  const { lines, size } = fitText(title, {
    width: TEXT_WIDTH,
    maxLines: 4,
    size: 120,
    minSize: 72,
  });
  const under = fitText(subtitle, { width: TEXT_WIDTH, maxLines: 1, size: 56, minSize: 36 });
  const lineHeight = Math.round((size * 7) / 6);
  const top = 700 - Math.round(((lines.length - 1) * lineHeight) / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400">
  <rect width="1400" height="1400" fill="${colors.background}"/>
  <circle cx="1150" cy="250" r="420" fill="${colors.accent}" opacity="0.35"/>
  <rect x="140" y="${top - Math.round((size * 19) / 12)}" width="220" height="16" fill="${colors.accent}"/>
  ${lines
    .map(
      (line, i) =>
        `<text x="140" y="${top + i * lineHeight}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff">${escape(line)}</text>`,
    )
    .join('\n  ')}
  <text x="140" y="1240" font-family="DejaVu Sans, Arial, sans-serif" font-size="${under.size}" fill="#ffffff" opacity="0.85">${escape(under.lines.join(' '))}</text>
</svg>`;
}
