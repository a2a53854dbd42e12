/**
 * What the search index holds of one sermon (docs/architecture.md section 9): a small HTML page
 * for Pagefind whose searchable body is the title, series, speaker, passage and the transcript,
 * each cue under a heading `id="t=N"` (N whole seconds at the cue's start) so that a hit in the
 * transcript comes back as a sub-result linking to `/sermons/{slug}#t=N`. The result's meta
 * (title, kind, speaker, series, passage, date, image) sits outside the body. Pure.
 */
import type { Episode } from './api-types.ts';
import { formatRfc2822Date } from '../../../platform/shared/dates.ts';
import { html, type Html } from '../../../platform/shared/html.ts';
import { clock, type Cue } from '../../transcripts/index.ts';
import { SERMONS_PATH, sermonSlug } from './sermon-links.ts';

/** The kinds of result the index holds, as `meta.kind` names them. */
export const RESULT_KINDS = { page: 'Page', sermon: 'Sermon' } as const;

/** One sermon as the index sees it. */
export interface SermonForIndex {
  slug: string;
  title: string;
  series: string;
  speaker: string;
  passage: string;
  /** As the site shows dates ("Nov 22, 2026"). */
  date: string;
  image: string;
  cues: readonly Cue[];
}

/**
 * How much a word of the series, speaker or passage counts against one said in the transcript
 * (Pagefind's default weight is 1, a title's 7): a sermon named by its facts comes before a page
 * that mentions them once, however long the sermon's transcript.
 */
const FACT_WEIGHT = 5;

/** The fragment id of a moment: `t=N`, N whole seconds (what the sermon page honours). */
export function momentId(seconds: number): string {
  return `t=${Math.max(0, Math.floor(seconds))}`;
}

/** The sermon's page path, where the index's result links. */
export const sermonPath = (slug: string): string => `${SERMONS_PATH}${slug}`;

/** The episode as the index sees it, or null when it has no sermon page yet. */
export function sermonForIndex(
  episode: Episode & { passage?: string },
  cues: readonly Cue[],
  zone: string,
): SermonForIndex | null {
  const slug = sermonSlug(episode);
  if (!slug) return null;
  return {
    slug,
    title: episode.title,
    series: episode.summary,
    speaker: episode.author,
    passage: episode.passage ?? '',
    date: formatRfc2822Date(episode.pubDate, zone),
    image: episode.image,
    cues,
  };
}

/** One moment of the index: its id, start (whole seconds), words and speaker (voice tag). */
export interface IndexMoment {
  id: string;
  at: number;
  text: string;
  voice?: string;
}

/** Between a moment heading's time and its speaker: `12:30 — Pastor Amy Reed`. */
export const MOMENT_SPEAKER_SEPARATOR = ' — ';

/** Cues grouped by the whole second they start in, so each moment id is used once. */
export function momentsOf(cues: readonly Cue[]): IndexMoment[] {
  const moments: IndexMoment[] = [];
  for (const cue of cues) {
    const id = momentId(cue.start);
    const last = moments.at(-1);
    if (last?.id === id) last.text += ` ${cue.text}`;
    else {
      const at = Math.max(0, Math.floor(cue.start));
      moments.push({ id, at, text: cue.text, ...(cue.voice ? { voice: cue.voice } : {}) });
    }
  }
  return moments;
}

/** A moment's heading: its time, and its speaker when the transcript names one. */
const momentHeading = (moment: IndexMoment): string =>
  clock(moment.at) + (moment.voice ? MOMENT_SPEAKER_SEPARATOR + moment.voice : '');

function meta(sermon: SermonForIndex): Html {
  const fields: [string, string][] = [
    ['title', sermon.title],
    ['kind', RESULT_KINDS.sermon],
    ['speaker', sermon.speaker],
    ['series', sermon.series],
    ['passage', sermon.passage],
    ['date', sermon.date],
    ['image', sermon.image],
  ];
  // the element's text is the value, so commas and colons in a title need no escaping
  return html`<div hidden>
    ${fields
      .filter(([, value]) => value)
      .map(([name, value]) => html`<span data-pagefind-meta="${name}">${value}</span>`)}
  </div>`;
}

/** The HTML Pagefind indexes for one sermon (added with its url, never served). */
export function sermonIndexHtml(sermon: SermonForIndex): string {
  const facts = [sermon.series, sermon.speaker, sermon.passage].filter(Boolean);
  return html`<!doctype html>
    <html lang="en">
      <head>
        <title>${sermon.title}</title>
      </head>
      <body>
        <main data-pagefind-body>
          <h1>${sermon.title}</h1>
          ${facts.map((fact) => html`<p data-pagefind-weight="${FACT_WEIGHT}">${fact}</p>`)}
          ${momentsOf(sermon.cues).map(
            (moment) =>
              html`<h2 id="${moment.id}">${momentHeading(moment)}</h2>
                <p>${moment.text}</p>`,
          )}
        </main>
        ${meta(sermon)}
      </body>
    </html>`.value;
}
