/**
 * Records the demo sermons' speech (run once: `node tools/make-demo-voices.ts`; needs espeak-ng,
 * sox and lame, at authoring time only). Each of the forty sermons in episodes.ts gets its own
 * few seconds: a verse or two of its passage from the World English Bible (public domain) and a
 * sentence of its own on its theme (tools/demo-voices/readings.json), read in its speaker's
 * voice. Each is encoded as constant-bitrate MPEG audio without a bit reservoir, so its frames
 * stand alone and the site can repeat them into a sermon of any length at run time
 * (src/features/sermons/demo/voice-audio.ts). Writes src/features/sermons/demo/voices/<id>.mp3
 * and voices.json (each sentence's time, for the transcripts), and removes recordings no sermon
 * uses any more.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slugify } from '../src/platform/shared/slug.ts';
import { DEMO_SERIES, VOICE_FORMAT } from '../src/demo/index.ts';

/** espeak-ng's voice for each of the demo's speakers (episodes.ts). */
const SPEAKERS: Record<string, string> = {
  'Daniel Whitfield': 'en-us+m3',
  'Rachel Okafor': 'en-us+f2',
  'Tyler Nguyen': 'en-us+m1',
  'Greg Hollis': 'en-gb-x-rp+m2',
  'Samuel Adeyemi': 'en-gb+m6',
  'David Park': 'en-us-nyc+m4',
};
const WORDS_PER_MINUTE = '170';
const PAUSE_SECONDS = 0.4;

interface Sentence {
  start: number;
  end: number;
  text: string;
}
interface Script {
  /** The verses quoted, within the sermon's passage. */
  verses: string;
  reading: string[];
  words: string[];
}

const out = 'src/features/sermons/demo/voices';
const scripts = JSON.parse(readFileSync('tools/demo-voices/readings.json', 'utf8')) as Record<
  string,
  Script
>;
const work = mkdtempSync(join(tmpdir(), 'dcc-voices-'));
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' });
const seconds = (file: string) => Number(execFileSync('soxi', ['-D', file]).toString().trim());

/** Speaks each sentence into one WAV file with a pause after each; returns their times. */
function speak(id: string, voice: string, texts: string[]): { wav: string; sentences: Sentence[] } {
  const parts: string[] = [];
  const sentences: Sentence[] = [];
  // the encoder's own delay comes before the first sound
  let at = VOICE_FORMAT.encoderDelaySeconds;
  texts.forEach((text, i) => {
    const raw = join(work, `${id}-${i}-raw.wav`);
    const wav = join(work, `${id}-${i}.wav`);
    run('espeak-ng', ['-v', voice, '-s', WORDS_PER_MINUTE, '-w', raw, text]);
    const rate = String(VOICE_FORMAT.sampleRate);
    run('sox', [raw, '-r', rate, '-c', '1', wav, 'pad', '0', String(PAUSE_SECONDS)]);
    const length = seconds(wav);
    sentences.push({ start: +at.toFixed(3), end: +(at + length - PAUSE_SECONDS).toFixed(3), text });
    at += length;
    parts.push(wav);
  });
  const wav = join(work, `${id}.wav`);
  run('sox', [...parts, wav]);
  return { wav, sentences };
}

/** Encodes whole, self-contained frames with no tags, so that frames can follow frames. */
function encode(wav: string, mp3: string): number {
  const kbps = String(VOICE_FORMAT.kbps);
  run('lame', ['--quiet', '--nores', '-t', '--cbr', '-b', kbps, '-m', 'm', wav, mp3]);
  const bytes = readFileSync(mp3);
  if (bytes.length % VOICE_FORMAT.frameBytes !== 0 || bytes[0] !== 0xff)
    throw new Error(`${mp3} is not whole ${VOICE_FORMAT.frameBytes}-byte frames`);
  return bytes.length;
}

mkdirSync(out, { recursive: true });
const manifest: Record<string, { file: string; passage: string; speaker: string }> = {};
let total = 0;
for (const sermon of DEMO_SERIES.flatMap((series) => series.sermons)) {
  const script = scripts[sermon.passage];
  const voice = SPEAKERS[sermon.speaker];
  if (!script) throw new Error(`tools/demo-voices/readings.json has no "${sermon.passage}"`);
  if (!voice) throw new Error(`no espeak-ng voice for ${sermon.speaker}`);
  const id = slugify(sermon.passage);
  const { wav, sentences } = speak(id, voice, [...script.reading, ...script.words]);
  const bytes = encode(wav, join(out, `${id}.mp3`));
  const { passage, speaker } = sermon;
  manifest[id] = { file: `${id}.mp3`, passage, speaker, ...{ sentences } };
  total += bytes;
  const length = (bytes / VOICE_FORMAT.frameBytes) * VOICE_FORMAT.frameSeconds;
  console.log(`${id}: ${length.toFixed(2)} s, ${bytes} bytes`);
}
for (const file of readdirSync(out)) {
  if (file.endsWith('.mp3') && !manifest[file.slice(0, -4)]) rmSync(join(out, file));
}
writeFileSync(join(out, 'voices.json'), JSON.stringify(manifest, null, 2) + '\n');
rmSync(work, { recursive: true, force: true });
console.log(`${Object.keys(manifest).length} recordings, ${total} bytes`);
