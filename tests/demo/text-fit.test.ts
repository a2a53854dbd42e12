import { describe, expect, it } from 'vitest';
import { fitText, textWidthEm } from '../../src/demo/text-fit.ts';
import { bannerImage, squareArt } from '../../src/demo/images.ts';

const words = (lines: string[]) => lines.join(' ').split(' ');
/** The words a picture shows (its text elements, not its label). */
const shown = (svg: string) => [...svg.matchAll(/>([^<]+)</g)].map((m) => m[1]).join(' ');
const box = { width: 280, maxLines: 3, size: 21, minSize: 14 };

describe('fitText', () => {
  it('keeps a title that fits on one line at its full size', () => {
    expect(fitText('Prayer Evening', box)).toEqual({ lines: ['Prayer Evening'], size: 21 });
  });

  it('wraps a long title and keeps every word, each line within the width', () => {
    const title = '9:00 AM Service (registration required)';
    const fit = fitText(title, box);
    expect(words(fit.lines)).toEqual(title.split(' '));
    for (const line of fit.lines) expect(textWidthEm(line) * fit.size).toBeLessThanOrEqual(280);
  });

  it('shrinks the font for a word too wide for the line', () => {
    const fit = fitText('Counterrevolutionaries', box);
    expect(fit.size).toBeLessThan(21);
    expect(textWidthEm(fit.lines[0]!) * fit.size).toBeLessThanOrEqual(280);
  });

  it('ends a text too long even at the smallest size in an ellipsis, within the box', () => {
    const fit = fitText('word '.repeat(60), { width: 168, maxLines: 3, size: 22, minSize: 14 });
    expect(fit.size).toBe(14);
    expect(fit.lines).toHaveLength(3);
    expect(fit.lines[2]).toMatch(/…$/);
    for (const line of fit.lines) expect(textWidthEm(line) * 14).toBeLessThanOrEqual(168);
  });

  it('counts wide letters wider than narrow ones', () => {
    expect(textWidthEm('WWWW')).toBeGreaterThan(textWidthEm('iiii') * 2);
  });
});

describe('the emulator pictures', () => {
  it('a banner keeps every word of a long event name', () => {
    const svg = bannerImage('9:00 AM Service (registration required)', 'Sanctuary', {
      w: 640,
      h: 360,
    });
    expect(shown(svg)).toBe('9:00 AM Service (registration required) Sanctuary');
  });

  it('a square cover keeps every word of a long sample title', () => {
    const svg = squareArt('What a Beautiful Name It Is (Live)', 'DCC Worship Team', {
      w: 300,
      h: 300,
    });
    expect(shown(svg)).toBe('What a Beautiful Name It Is (Live) DCC Worship Team');
  });
});
