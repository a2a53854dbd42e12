/**
 * Records the demo's preaching voices (run once: `node tools/make-demo-voices.ts`; needs
 * espeak-ng, sox and lame, at authoring time only). Each voice reads a short passage, encoded as
 * constant-bitrate MPEG audio without a bit reservoir, so its frames stand alone and the site can
 * repeat them into a sermon of any length at run time (src/server/demo/sermons/voice-audio.ts):
 * forty sermons of 30 to 45 minutes from about 150 KB in the repository. Writes
 * src/server/demo/sermons/voices/<voice>.mp3 and voices.json (each sentence's time, for the
 * transcripts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demo } from '../src/server/parts.ts';

const { VOICE_FORMAT } = demo;

/** espeak-ng's voice for each of the demo's voices (episodes.ts says who speaks with which). */
const VOICES: Record<string, string> = { man: 'en-us+m3', woman: 'en-us+f2' };

const PASSAGE = [
  'Welcome, and thank you for listening to this sermon from Dogwood Community Church.',
  "This is a demonstration recording. On the church's own website, you would hear the preacher here.",
  "Let us read from God's Word together.",
  'Set your minds on things that are above, not on things that are on earth.',
  'For you have died, and your life is hidden with Christ in God.',
  'When Christ who is your life appears, then you also will appear with him in glory.',
  'Let us pray, and then we will listen again.',
];

const PAUSE_SECONDS = 0.6;
const out = 'src/server/demo/sermons/voices';
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'dcc-voices-'));
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' });
const seconds = (file: string) => Number(execFileSync('soxi', ['-D', file]).toString().trim());

const manifest: Record<
  string,
  { file: string; sentences: { start: number; end: number; text: string }[] }
> = {};
for (const [id, voice] of Object.entries(VOICES)) {
  const parts: string[] = [];
  const sentences: { start: number; end: number; text: string }[] = [];
  // the encoder's own delay comes before the first sound
  let at = VOICE_FORMAT.encoderDelaySeconds;
  PASSAGE.forEach((text, i) => {
    const raw = join(work, `${id}-${i}-raw.wav`);
    const wav = join(work, `${id}-${i}.wav`);
    run('espeak-ng', ['-v', voice, '-s', '150', '-w', raw, text]);
    run('sox', [
      raw,
      '-r',
      String(VOICE_FORMAT.sampleRate),
      '-c',
      '1',
      wav,
      'pad',
      '0',
      String(PAUSE_SECONDS),
    ]);
    const length = seconds(wav);
    sentences.push({ start: +at.toFixed(3), end: +(at + length - PAUSE_SECONDS).toFixed(3), text });
    at += length;
    parts.push(wav);
  });
  const joined = join(work, `${id}.wav`);
  run('sox', [...parts, joined]);
  const mp3 = join(out, `${id}.mp3`);
  run('lame', [
    '--quiet',
    '--nores',
    '-t',
    '--cbr',
    '-b',
    String(VOICE_FORMAT.kbps),
    '-m',
    'm',
    joined,
    mp3,
  ]);
  // no tags: the file must be frames only, so that frames can follow frames
  const bytes = readFileSync(mp3);
  if (bytes.length % VOICE_FORMAT.frameBytes !== 0 || bytes[0] !== 0xff)
    throw new Error(`${mp3} is not whole ${VOICE_FORMAT.frameBytes}-byte frames`);
  manifest[id] = { file: `${id}.mp3`, sentences };
  const length = (bytes.length / VOICE_FORMAT.frameBytes) * VOICE_FORMAT.frameSeconds;
  console.log(`${id}: ${length.toFixed(2)} s, ${bytes.length} bytes`);
}
writeFileSync(join(out, 'voices.json'), JSON.stringify(manifest, null, 2) + '\n');
rmSync(work, { recursive: true, force: true });
