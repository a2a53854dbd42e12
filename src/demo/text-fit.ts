/**
 * Fits a title into the box of a drawn picture (the emulator's banners and cover art, the podcast
 * artwork of tools/make-art.ts): words wrap by their estimated width, the font shrinks before a
 * line is dropped, and only a text too long even at the smallest size ends in an ellipsis.
 * Widths are DejaVu Sans Bold's, the widest of the usual sans-serif fonts, so Helvetica and Arial
 * (and the regular weights) fit too.
 */

// advances in hundredths of an em, a to z and A to Z, measured from DejaVu Sans Bold
const LOWER = [
  67, 71, 59, 71, 67, 43, 71, 71, 34, 34, 66, 34, 104, 71, 68, 71, 71, 49, 59, 47, 71, 65, 92, 64,
  65, 58,
];
const UPPER = [
  77, 76, 73, 83, 68, 68, 82, 83, 37, 37, 77, 63, 99, 83, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77,
  72, 72,
];
const OTHER: Record<string, number> = { ' ': 35, "'": 30, '.': 38, ',': 38, ':': 40, ';': 40 };
/** Room for kerning and rounding. */
const SAFETY = 1.03;

function advance(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 97 && code <= 122) return LOWER[code - 97]!;
  if (code >= 65 && code <= 90) return UPPER[code - 65]!;
  if (code >= 48 && code <= 57) return 70;
  // other punctuation is at most half an em; anything else counts as wide as a W
  return OTHER[char] ?? (/[!-/:-@[-`{-~]/.test(char) ? 60 : 110);
}

/** The estimated width of `text`, in em. */
export function textWidthEm(text: string): number {
  let total = 0;
  for (const char of text) total += advance(char);
  return (total / 100) * SAFETY;
}

/** The box a text must fit: its width and font sizes in the picture's units, at most `maxLines`. */
export interface TextBox {
  width: number;
  maxLines: number;
  size: number;
  minSize: number;
}

/** Lines and the font size that make a text fit its box. */
export interface FittedText {
  lines: string[];
  size: number;
}

/** Words wrapped into lines of at most `em` wide (a longer word keeps a line of its own). */
function wrap(text: string, em: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidthEm(`${last} ${word}`) <= em)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A line cut short with an ellipsis so it is at most `em` wide. */
function shorten(line: string, em: number): string {
  let kept = [...line];
  while (kept.length > 0 && textWidthEm(`${kept.join('').trimEnd()}…`) > em)
    kept = kept.slice(0, -1);
  return `${kept.join('').trimEnd()}…`;
}

/**
 * `text` wrapped to fit `box`: the largest whole font size from `box.size` down to `box.minSize`
 * whose lines are all within the width and no more than `maxLines`; at the smallest size a text
 * still too long keeps its first lines, the last ending in an ellipsis.
 */
export function fitText(text: string, box: TextBox): FittedText {
  for (let size = box.size; size >= box.minSize; size -= 1) {
    const em = box.width / size;
    const lines = wrap(text, em);
    if (lines.length <= box.maxLines && lines.every((line) => textWidthEm(line) <= em))
      return { lines, size };
  }
  const em = box.width / box.minSize;
  const all = wrap(text, em);
  const lines = all
    .slice(0, box.maxLines)
    .map((line, i) =>
      textWidthEm(line) > em || (i === box.maxLines - 1 && all.length > box.maxLines)
        ? shorten(line, em)
        : line,
    );
  return { lines, size: box.minSize };
}
