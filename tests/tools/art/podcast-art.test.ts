import { describe, expect, it } from 'vitest';
import { podcastArtSvg } from '../../../tools/art/podcast-art.ts';
import { textWidthEm } from '../../../src/demo/index.ts';

const colors = { background: '#333', accent: '#999' };

/** The bold title lines of the artwork with their font size. */
function titleLines(svg: string): { text: string; size: number }[] {
  return [...svg.matchAll(/font-weight="bold" font-size="(\d+)"[^>]*>([^<]*)</g)].map((m) => ({
    size: Number(m[1]),
    text: m[2]!,
  }));
}

describe('podcastArtSvg', () => {
  it('wraps a title so every line stays within the side margins of 140 px', () => {
    const lines = titleLines(podcastArtSvg('Ruth: The Kinsman Redeemer', 'DCC', colors));
    expect(lines.map((l) => l.text).join(' ')).toBe('Ruth: The Kinsman Redeemer');
    for (const line of lines) expect(textWidthEm(line.text) * line.size).toBeLessThanOrEqual(1120);
  });

  it('shrinks the font for a word too long for a line at full size', () => {
    const lines = titleLines(podcastArtSvg('Counterrevolutionaries Repent', 'DCC', colors));
    expect(lines[0]!.size).toBeLessThan(120);
    for (const line of lines) expect(textWidthEm(line.text) * line.size).toBeLessThanOrEqual(1120);
  });
});
