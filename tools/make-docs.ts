/**
 * Generates the church's PDFs in public/docs from the text in src/content/documents/<id>.md
 * (listed in src/content/documents.json). Run with `node tools/make-docs.ts` after editing a
 * document's text, then commit the PDFs. Dates are fixed so unchanged text gives identical files.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { Lexer } from 'marked';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ChurchFacts } from '../src/platform/shared/json-ld.ts';
import { decorate, Writer, writeToken, type Fonts } from './pdf/layout.ts';

interface DocumentEntry {
  id: string;
  title: string;
  file: string;
}
type Church = ChurchFacts;

const FIXED_DATE = new Date('2025-01-05T12:00:00Z');

/**
 * The creator written into generated PDFs; a PDF uploaded through the CMS has another. The
 * committed PDFs carry this value (the script's first place), so it stays as it is.
 */
export const GENERATOR = 'scripts/make-docs.ts';

/** Whether a PDF is absent or one this script made, so regenerating it loses no upload. */
export async function isGenerated(path: string): Promise<boolean> {
  if (!existsSync(path)) return true;
  return (await PDFDocument.load(await readFile(path))).getCreator() === GENERATOR;
}

/** Renders one document's markdown text into PDF bytes. */
export async function renderDocument(
  title: string,
  markdown: string,
  church: Church,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(doc, fonts);
  Lexer.lex(markdown).forEach((token, index) => writeToken(writer, token, index === 0));
  decorate(doc, fonts, church);
  doc.setTitle(`${title} | ${church.name}`);
  doc.setAuthor(church.name);
  doc.setSubject(title);
  doc.setCreator(GENERATOR);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return doc.save();
}

async function main(): Promise<void> {
  const { documents } = JSON.parse(await readFile('src/content/documents.json', 'utf8')) as {
    documents: DocumentEntry[];
  };
  const { church } = JSON.parse(await readFile('src/content/church.json', 'utf8')) as {
    church: Church;
  };
  await mkdir('public/docs', { recursive: true });
  for (const entry of documents) {
    if (!existsSync(`src/content/documents/${entry.id}.md`)) continue;
    if (!(await isGenerated(`public${entry.file}`))) {
      console.log(`public${entry.file}: uploaded, left as it is`);
      continue;
    }
    const markdown = await readFile(`src/content/documents/${entry.id}.md`, 'utf8');
    const bytes = await renderDocument(entry.title, markdown, church);
    await writeFile(`public${entry.file}`, bytes);
    console.log(`public${entry.file}: ${bytes.length} bytes`);
  }
}

if (import.meta.main) await main();
