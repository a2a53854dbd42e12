/** The podcast artwork as SVG: a title and subtitle on a coloured field (rendered by make-art). */

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Splits a title into lines of at most 16 characters, breaking between words. */
function wrap(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 16)
      lines[lines.length - 1] += ' ' + word;
    else lines.push(word);
  }
  return lines;
}

/**
 * A 1400x1400 picture for the channel cover and the demo series (Apple wants 1400-3000 px
 * square JPEG or PNG).
 */
export function podcastArtSvg(
  title: string,
  subtitle: string,
  colors: { background: string; accent: string },
): string {
  const lines = wrap(title);
  const top = 700 - (lines.length - 1) * 70;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400">
  <rect width="1400" height="1400" fill="${colors.background}"/>
  <circle cx="1150" cy="250" r="420" fill="${colors.accent}" opacity="0.35"/>
  <rect x="140" y="${top - 190}" width="220" height="16" fill="${colors.accent}"/>
  ${lines
    .map(
      (line, i) =>
        `<text x="140" y="${top + i * 140}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="120" fill="#ffffff">${escape(line)}</text>`,
    )
    .join('\n  ')}
  <text x="140" y="1240" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" fill="#ffffff" opacity="0.85">${escape(subtitle)}</text>
</svg>`;
}
