/**
 * How the church's PDFs look (tools/make-docs.ts): a US Letter page with the church's name above
 * and its address and the page number below, markdown headings, paragraphs and bullet lists.
 */
import type { Token, Tokens } from 'marked';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ChurchFacts } from '../../src/platform/shared/json-ld.ts';

const PAGE = { width: 612, height: 792, margin: 72 };
const PRIMARY = rgb(0.122, 0.306, 0.373);
const MUTED = rgb(0.29, 0.333, 0.388);

export interface Fonts {
  body: PDFFont;
  bold: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** Lays text out top to bottom, starting a new page when the current one is full. */
export class Writer {
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
/** Writes one markdown block: a heading (the first is the title), a paragraph or a list. */
export function writeToken(w: Writer, token: Token, first: boolean): void {
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

/** Puts the church's name, its address and the page number on every page. */
export function decorate(doc: PDFDocument, fonts: Fonts, church: ChurchFacts): void {
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
