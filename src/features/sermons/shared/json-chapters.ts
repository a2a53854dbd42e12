/**
 * Reading an uploaded Podcasting 2.0 JSON chapters file (version 1.x): jsonc-parser keeps each
 * value's position, so a fault is named by its line. Only the fields this site uses are kept
 * (startTime, title, endTime, img, url, toc). Pure.
 */
import {
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { checkChapterTimes, MAX_CHAPTER_TITLE, type Chapter } from './chapters.ts';
import { depthProblem } from '../../../platform/shared/json-depth.ts';
import { isWebUrl } from '../../../platform/shared/web-url.ts';
import { fail, type Checked } from '../../../platform/shared/checked.ts';
import { lineAt } from '../../podcast/index.ts';

const SYNTAX: Record<string, string> = {
  CommaExpected: 'a comma is missing',
  ColonExpected: 'a colon is missing',
  PropertyNameExpected: 'a name in double quotes is expected',
  ValueExpected: 'a value is expected',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'there is more after the end of the document',
  InvalidCommentToken: 'JSON has no comments',
};

/** The property `name` of an object node. */
function property(node: Node, name: string): Node | undefined {
  return node.children?.find((p) => p.children?.[0]?.value === name)?.children?.[1];
}

/** One chapter object, or what is wrong with it (`where` says which line it is on). */
function chapterOf(node: Node, where: string): Checked<Chapter> {
  if (node.type !== 'object') return fail(`The chapter on ${where} is not an object.`);
  const start = property(node, 'startTime');
  if (start?.type !== 'number' || (start.value as number) < 0) {
    return fail(`The chapter on ${where} needs a startTime in seconds (a number such as 750).`);
  }
  const chapter: Chapter = { startTime: start.value as number, title: '' };
  const title = property(node, 'title');
  if (title && title.type !== 'string') return fail(`The title on ${where} must be text.`);
  chapter.title = String(title?.value ?? '').trim();
  if (chapter.title.length > MAX_CHAPTER_TITLE) {
    return fail(`The title on ${where} is longer than ${MAX_CHAPTER_TITLE} characters.`);
  }
  const toc = property(node, 'toc');
  if (toc?.type === 'boolean') chapter.toc = toc.value as boolean;
  if (!chapter.title && chapter.toc !== false) return fail(`The chapter on ${where} has no title.`);
  const end = property(node, 'endTime');
  if (end?.type === 'number') chapter.endTime = end.value as number;
  for (const name of ['img', 'url'] as const) {
    const value = property(node, name)?.value as unknown;
    if (value === undefined) continue;
    if (typeof value !== 'string' || !isWebUrl(value)) {
      return fail(`The ${name} on ${where} must be a web address starting with https://.`);
    }
    chapter[name] = value;
  }
  return { ok: true, value: chapter };
}

/** The chapters of a JSON chapters file for audio `duration` seconds long (0: not checked). */
export function parseChaptersJson(text: string, duration: number): Checked<Chapter[]> {
  // parseTree recurses once per level: a file nested thousands deep would overflow its stack
  const deep = depthProblem(text, 'The chapters file');
  if (deep) return fail(deep);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const lineOf = (node: { offset: number }) => `line ${lineAt(text, node.offset)}`;
  const syntax = errors[0];
  if (syntax || !root) {
    const code = syntax ? printParseErrorCode(syntax.error) : 'ValueExpected';
    const where = syntax ? lineOf(syntax) : 'line 1';
    return fail(`The chapters file is not valid JSON: on ${where}, ${SYNTAX[code] ?? code}.`);
  }
  if (root.type !== 'object') return fail('The chapters file must be a JSON object.');
  const version = property(root, 'version');
  if (version?.type !== 'string' || !/^1\.\d+(\.\d+)?$/.test(version.value as string)) {
    return fail(
      `The chapters file needs "version": "1.2.0" (it has ${JSON.stringify(version ? getNodeValue(version) : null)}).`,
    );
  }
  const list = property(root, 'chapters');
  if (list?.type !== 'array') return fail('The chapters file needs a "chapters" list.');
  const nodes = list.children ?? [];
  const chapters: Chapter[] = [];
  for (const node of nodes) {
    const chapter = chapterOf(node, lineOf(node));
    if (!chapter.ok) return chapter;
    chapters.push(chapter.value);
  }
  return checkChapterTimes(chapters, duration, (i) => `the chapter on ${lineOf(nodes[i]!)}`);
}
