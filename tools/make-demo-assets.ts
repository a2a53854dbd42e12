/**
 * Writes the demo's committed files into src/demo/assets: a small real PDF and DOCX per
 * curriculum lesson (pdf-lib, jszip) and a few seconds of MP3 per worship sample (sox + lame,
 * needed only here, never at run time). Run: node --experimental-strip-types tools/make-demo-assets.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import * as demo from '../src/demo/index.ts';

const { CLASSES, lessonsOf, STORIES, WORSHIP_SAMPLES } = demo;
type Lesson = demo.Lesson;

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '../src/demo/assets');
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

function outline(lesson: Lesson): string[] {
  const story = STORIES[lesson.number - 1]!;
  return [
    `Lesson ${lesson.number}: ${story}`,
    'Welcome (5 min): greet each child by name.',
    `Bible story (10 min): tell "${story}" with the picture cards.`,
    'Big idea: God loves me and is always with me.',
    'Activity (15 min): colouring page and memory verse.',
    'Prayer (5 min): thank God together.',
  ];
}

async function pdf(lesson: Lesson, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} - Lesson ${lesson.number}`);
  doc.setAuthor('DCC Children’s Ministry'.replace('’', "'"));
  doc.setProducer('DCC demo');
  doc.setCreator('DCC demo');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 720, size: 20, font: bold, color: rgb(0.1, 0.3, 0.5) });
  outline(lesson).forEach((line, i) =>
    page.drawText(line, {
      x: 56,
      y: 680 - i * 24,
      size: i === 0 ? 16 : 12,
      font: i === 0 ? bold : font,
    }),
  );
  return doc.save({ useObjectStreams: true });
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function docx(lesson: Lesson, title: string): Promise<Uint8Array> {
  const zip = new JSZip();
  const options = { date: FIXED_DATE, createFolders: false };
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    options,
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    options,
  );
  const paragraphs = [title, ...outline(lesson)]
    .map(
      (line, i) =>
        `<w:p><w:r>${i < 2 ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(line)}</w:t></w:r></w:p>`,
    )
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    options,
  );
  return zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}

/** A short melody per sample: sox renders WAV, lame encodes 32 kb/s mono MP3 with ID3 tags. */
function mp3(index: number, artist: string, title: string, target: string): void {
  const scale = [262, 294, 330, 392, 440, 523, 587, 659];
  const work = mkdtempSync(join(tmpdir(), 'dcc-audio-'));
  const wav = join(work, 'sample.wav');
  const notes = Array.from(
    { length: 6 },
    (_, i) => scale[(index * 3 + i * ((index % 3) + 2)) % scale.length]!,
  );
  const synth = notes.flatMap((hz) => ['synth', '0.45', 'pluck', String(hz)]);
  const parts = notes.map((_, i) => join(work, `n${i}.wav`));
  notes.forEach((_, i) =>
    execFileSync('sox', [
      '-n',
      '-r',
      '22050',
      '-c',
      '1',
      parts[i]!,
      ...synth.slice(i * 4, i * 4 + 4),
      'vol',
      '0.5',
    ]),
  );
  execFileSync('sox', [...parts, wav, 'fade', '0', '0', '0.3']);
  execFileSync('lame', [
    '--quiet',
    '-b',
    '32',
    '-m',
    'm',
    '--tt',
    title,
    '--ta',
    artist,
    '--ty',
    '2025',
    wav,
    target,
  ]);
  rmSync(work, { recursive: true, force: true });
}

async function main(): Promise<void> {
  mkdirSync(join(ASSETS, 'lessons'), { recursive: true });
  mkdirSync(join(ASSETS, 'worship'), { recursive: true });
  for (const [c, { title }] of CLASSES.entries()) {
    for (const lesson of lessonsOf(c)) {
      const bytes = lesson.format === 'pdf' ? await pdf(lesson, title) : await docx(lesson, title);
      writeFileSync(join(ASSETS, lesson.asset), bytes);
    }
  }
  WORSHIP_SAMPLES.forEach((sample, i) =>
    mp3(i, sample.artist, sample.title, join(ASSETS, sample.asset)),
  );
  console.log(`Wrote demo assets to ${ASSETS}`);
}

await main();
