/**
 * The 66 books of the Protestant Bible in their own order (docs/requirements.md section 2, Media, the
 * Book filter): OSIS id, the name the site shows, and the slug /media's URL keeps
 * (`?book=1-corinthians`). A small table with no parser, so public pages can read a sermon's
 * stored OSIS reference without the Bible-reference library (that stays in scripture.ts).
 */

/** One book: `chapters` is 1 for the books that have a single chapter (Jude, Philemon, ...). */
export interface BibleBook {
  osis: string;
  name: string;
  slug: string;
  /** 1-based place in the Bible. */
  order: number;
  singleChapter: boolean;
}

const NAMES =
  'Gen Genesis|Exod Exodus|Lev Leviticus|Num Numbers|Deut Deuteronomy|Josh Joshua|Judg Judges|' +
  'Ruth Ruth|1Sam 1 Samuel|2Sam 2 Samuel|1Kgs 1 Kings|2Kgs 2 Kings|1Chr 1 Chronicles|' +
  '2Chr 2 Chronicles|Ezra Ezra|Neh Nehemiah|Esth Esther|Job Job|Ps Psalms|Prov Proverbs|' +
  'Eccl Ecclesiastes|Song Song of Songs|Isa Isaiah|Jer Jeremiah|Lam Lamentations|Ezek Ezekiel|' +
  'Dan Daniel|Hos Hosea|Joel Joel|Amos Amos|Obad Obadiah|Jonah Jonah|Mic Micah|Nah Nahum|' +
  'Hab Habakkuk|Zeph Zephaniah|Hag Haggai|Zech Zechariah|Mal Malachi|Matt Matthew|Mark Mark|' +
  'Luke Luke|John John|Acts Acts|Rom Romans|1Cor 1 Corinthians|2Cor 2 Corinthians|' +
  'Gal Galatians|Eph Ephesians|Phil Philippians|Col Colossians|1Thess 1 Thessalonians|' +
  '2Thess 2 Thessalonians|1Tim 1 Timothy|2Tim 2 Timothy|Titus Titus|Phlm Philemon|' +
  'Heb Hebrews|Jas James|1Pet 1 Peter|2Pet 2 Peter|1John 1 John|2John 2 John|3John 3 John|' +
  'Jude Jude|Rev Revelation';

const SINGLE_CHAPTER = new Set(['Obad', 'Phlm', '2John', '3John', 'Jude']);

/** Every book, Genesis to Revelation. */
export const BIBLE_BOOKS: readonly BibleBook[] = NAMES.split('|').map((entry, index) => {
  const space = entry.indexOf(' ');
  const osis = entry.slice(0, space);
  const name = entry.slice(space + 1);
  return {
    osis,
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    order: index + 1,
    singleChapter: SINGLE_CHAPTER.has(osis),
  };
});

const BY_OSIS = new Map(BIBLE_BOOKS.map((book) => [book.osis, book]));

/** The book with this OSIS id ("Rom"), if it is one of the 66. */
export const bookByOsis = (osis: string): BibleBook | undefined => BY_OSIS.get(osis);

/**
 * The books an OSIS reference touches, in the Bible's order: "Rom.8.28-Rom.8.39,John.3.16"
 * gives John and Romans; a range across books ("Gen.50-Exod.2") holds every book between.
 * Unknown ids are left out.
 */
export function booksInOsis(osis: string | undefined): BibleBook[] {
  const orders = new Set<number>();
  for (const part of (osis ?? '').split(',')) {
    const [start, end = start] = part.split('-').map((ref) => bookByOsis(ref.split('.')[0] ?? ''));
    if (!start || !end) continue;
    for (let order = start.order; order <= end.order; order++) orders.add(order);
  }
  return [...orders].sort((a, b) => a - b).map((order) => BIBLE_BOOKS[order - 1]!);
}
