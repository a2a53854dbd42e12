/**
 * A generated sermon archive for the search bench: `count` sermons, each with a transcript of
 * `minutes` minutes (a cue every 4 s of about 11 words drawn from a 6,000-word vocabulary, so
 * the index has a realistic spread of words), and in one of them a phrase said nowhere else at
 * a known second, to query.
 */
import type { Cue } from '../../../src/features/transcripts/shared/captions.ts';
import type { SermonForIndex } from '../../../src/features/sermons/shared/search-record.ts';

/** A small seeded generator (mulberry32), so every run indexes the same archive. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES =
  'ba be bi bo bu da de di do ka ke ki ko la le li lo ma me mi mo na ne ni no ra re ri ro sa se si so ta te ti to va ve vi'.split(
    ' ',
  );
const COMMON =
  'the and of to a in that is he we his for it with as was be our you not this but they all'.split(
    ' ',
  );

function vocabulary(next: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const length = 2 + Math.floor(next() * 3);
    words.add(
      Array.from({ length }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''),
    );
  }
  return [...words];
}

/** The phrase the bench searches for, and where it was said. */
export const NEEDLE = { words: 'quixotic lanterns over zebulun', second: 1234 };

/** Which of `count` sermons says the phrase. */
export const needleSermon = (count: number): number => Math.floor(count * 0.637);

/** The generated archive. */
export function generateSermons(count: number, minutes: number): SermonForIndex[] {
  const next = random(21);
  const words = vocabulary(next, 6000);
  // Zipf-like: a few words often, most rarely, as in speech
  const word = () =>
    next() < 0.45
      ? COMMON[Math.floor(next() * COMMON.length)]!
      : words[Math.floor(words.length * next() ** 2.2)]!;
  const sermons: SermonForIndex[] = [];
  for (let n = 0; n < count; n++) {
    const cues: Cue[] = [];
    for (let start = 0; start < minutes * 60; start += 4) {
      const text = Array.from({ length: 9 + Math.floor(next() * 5) }, word).join(' ');
      cues.push({ start, end: start + 4, text: `${text[0]!.toUpperCase()}${text.slice(1)}.` });
    }
    if (n === needleSermon(count)) {
      const at = cues.find((cue) => cue.start >= NEEDLE.second)!;
      at.start = NEEDLE.second;
      at.text = `And so the ${NEEDLE.words} shone.`;
    }
    const day = new Date(Date.UTC(2006, 0, 1) + n * 7 * 86_400_000);
    sermons.push({
      slug: `${day.toISOString().slice(0, 10)}-sermon-${n}`,
      title: `${words[n % words.length]} ${words[(n * 7) % words.length]}`,
      series: `Series ${Math.floor(n / 8)}`,
      speaker: ['Daniel Whitfield', 'Samuel Adeyemi', 'Ruth Okafor', 'Guest Speaker'][n % 4]!,
      passage: `Psalm ${(n % 150) + 1}:1-6`,
      date: day.toDateString(),
      image: `https://media.example/art/${n % 40}.jpg`,
      cues,
    });
  }
  return sermons;
}
