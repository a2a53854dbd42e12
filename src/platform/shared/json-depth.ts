/**
 * How deeply a JSON text nests its arrays and objects, counted without parsing it, so a
 * document nested thousands of levels deep is refused before a recursive reader (jsonc-parser,
 * a validator) overflows its stack on it. Brackets inside strings do not count. Pure.
 */

/** The JSON people send may nest this deep, and no deeper. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of `[` and `{` in the text (0 for a bare value). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Why the text may not be read as JSON sent by a person, or null when its depth is fine. */
export function depthProblem(text: string, what: string): string | null {
  return jsonDepth(text) > MAX_JSON_DEPTH
    ? `${what} nests its lists and objects more than ${MAX_JSON_DEPTH} levels deep.`
    : null;
}
