/**
 * Generates the church's PDFs in public/docs from the text in src/content/documents/<id>.md
 * (listed in src/content/documents.json). Run with `node scripts/make-docs.ts` after editing a
 * document's text, then commit the PDFs. Dates are fixed so unchanged text gives identical files.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { Lexer, type Token, type Tokens } from 'marked';
import type { ChurchFacts } from '../src/lib/json-ld.ts';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

interface DocumentEntry {
  id: string;
  title: string;
  file: string;
}
type Church = ChurchFacts;

const PAGE = { width: 612, height: 792, margin: 72 };
const PRIMARY = rgb(0.122, 0.306, 0.373);
const MUTED = rgb(0.29, 0.333, 0.388);
const FIXED_DATE = new Date('2025-01-05T12:00:00Z');

interface Fonts {
  body: PDFFont;
  bold: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Writer {
  doc: PDFDocument;
  fonts: Fonts;
  page!: PDFPage;
  y = 0;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Writes wrapped lines; `indent` shifts them right, `bullet` hangs a marker before the first. */
  text(text: string, font: PDFFont, size: number, opts: { indent?: number; gap?: number } = {}) {
    const indent = opts.indent ?? 0;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    const leading = size * 1.4;
    for (const line of wrap(text, font, size, width)) {
      if (this.y - leading < PAGE.margin + 24) this.newPage();
      this.y -= leading;
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y,
        size,
        font,
        color: rgb(0.1, 0.14, 0.19),
      });
    }
    this.y -= opts.gap ?? 0;
  }
}

/** Breaks text into lines no wider than `width` at the given font size. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function writeTitle(w: Writer, text: string): void {
  w.page.drawText(text, {
    x: PAGE.margin,
    y: w.y - 26,
    size: 24,
    font: w.fonts.bold,
    color: PRIMARY,
  });
  w.y -= 40;
  w.page.drawLine({
    start: { x: PAGE.margin, y: w.y },
    end: { x: PAGE.width - PAGE.margin, y: w.y },
    thickness: 1,
    color: PRIMARY,
  });
  w.y -= 10;
}

// marked's Token union includes a Generic token typed `any`, so `type` alone does not narrow it.
function writeToken(w: Writer, token: Token, first: boolean): void {
  if (token.type === 'heading') {
    const heading = token as Tokens.Heading;
    if (heading.depth === 1) return writeTitle(w, heading.text);
    if (w.y < PAGE.margin + 90) w.newPage();
    w.y -= first ? 0 : 8;
    w.text(heading.text, w.fonts.sansBold, 12.5, { gap: 2 });
  } else if (token.type === 'paragraph') {
    w.text((token as Tokens.Paragraph).text, w.fonts.body, 11.5, { gap: 8 });
  } else if (token.type === 'list') {
    for (const item of (token as Tokens.List).items) {
      const before = w.y;
      w.text(item.text, w.fonts.body, 11.5, { indent: 18, gap: 3 });
      const firstLine = Math.max(before - 11.5 * 1.4, w.y);
      w.page.drawCircle({ x: PAGE.margin + 7, y: firstLine + 3.5, size: 2, color: PRIMARY });
    }
    w.y -= 6;
  }
}

function decorate(doc: PDFDocument, fonts: Fonts, church: Church): void {
  const pages = doc.getPages();
  const footer = `${church.name}  |  ${church.street}, ${church.city}, ${church.state} ${church.zip}  |  ${church.phone}  |  ${church.email}`;
  pages.forEach((page, index) => {
    page.drawText(church.name.toUpperCase(), {
      x: PAGE.margin,
      y: PAGE.height - 44,
      size: 8.5,
      font: fonts.sansBold,
      color: PRIMARY,
    });
    page.drawText(footer, { x: PAGE.margin, y: 40, size: 7.5, font: fonts.sans, color: MUTED });
    const label = `Page ${index + 1} of ${pages.length}`;
    const width = fonts.sans.widthOfTextAtSize(label, 7.5);
    page.drawText(label, {
      x: PAGE.width - PAGE.margin - width,
      y: 40,
      size: 7.5,
      font: fonts.sans,
      color: MUTED,
    });
  });
}

/** Renders one document's markdown text into PDF bytes. */
/** The creator written into generated PDFs; a PDF uploaded through the CMS has another. */
export const GENERATOR = 'scripts/make-docs.ts';

/** Whether a PDF is absent or one this script made, so regenerating it loses no upload. */
export async function isGenerated(path: string): Promise<boolean> {
  if (!existsSync(path)) return true;
  return (await PDFDocument.load(await readFile(path))).getCreator() === GENERATOR;
}

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
