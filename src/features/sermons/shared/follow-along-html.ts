/**
 * A sermon page's chapters and transcript as HTML: chapters a list of buttons that
 * seek the player, the transcript's cues gathered into readable paragraphs, each opening with a
 * time button, each cue a span that carries its times. Everything is escaped by the html tag.
 * src/features/sermons/browser/follow-along.ts wires the buttons (`data-seek`, seconds), marks the
 * current chapter and shows the cue a link's moment (`#t=N`) names. Pure.
 */
import { clock, type Cue } from '../../transcripts/index.ts';
import type { Chapter } from './chapters.ts';
import { html, type Html } from '../../../platform/shared/html.ts';

/** A paragraph runs at least this long before a sentence end may close it. */
const PARAGRAPH_SECONDS = 40;
/** A pause this long always starts a new paragraph. */
const PAUSE_SECONDS = 3;

/** A paragraph of the transcript: when it starts, its text, its cues and who speaks them. */
export interface Paragraph {
  start: number;
  text: string;
  cues: Cue[];
  /** The speaker (the cues' WebVTT voice tag, named by staff in the editor), when known. */
  voice?: string;
}

/**
 * Cues as paragraphs: a new one at each chapter start, at each change of speaker (voice), after
 * a long pause, or at the first sentence end once the paragraph has run PARAGRAPH_SECONDS.
 */
export function paragraphs(
  cues: readonly Cue[],
  chapterStarts: readonly number[] = [],
): Paragraph[] {
  const out: { start: number; cues: Cue[] }[] = [];
  let previous: Cue | undefined;
  for (const cue of cues) {
    const current = out.at(-1);
    const chapterBetween = chapterStarts.some(
      (t) => previous && t > previous.start && t <= cue.start,
    );
    const sentenceEnded = /[.?!…]["'”’)]?$/.test(previous?.text ?? '');
    const long = current !== undefined && cue.start - current.start >= PARAGRAPH_SECONDS;
    const paused = previous !== undefined && cue.start - previous.end >= PAUSE_SECONDS;
    const newSpeaker = previous !== undefined && cue.voice !== previous.voice;
    if (!current || chapterBetween || newSpeaker || paused || (long && sentenceEnded)) {
      out.push({ start: cue.start, cues: [cue] });
    } else current.cues.push(cue);
    previous = cue;
  }
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  return out.map(({ start, cues: own }) => ({
    start,
    text: oneLine(own.map((c) => c.text).join(' ')),
    cues: own.map((c) => ({ ...c, text: oneLine(c.text) })),
    ...(own[0]?.voice ? { voice: own[0].voice } : {}),
  }));
}

const seconds = (t: number) => String(Math.round(t * 1000) / 1000);

/** The chapters a table of contents shows, as a list of seek buttons. */
export function chaptersHtml(chapters: readonly Chapter[]): Html | '' {
  const shown = chapters.filter((c) => c.toc !== false && c.title);
  if (shown.length === 0) return '';
  return html`<section class="follow-chapters" aria-labelledby="chapters-heading">
    <h2 id="chapters-heading">Chapters</h2>
    <ol class="chapter-list">
      ${shown.map(
        (c) =>
          html`<li>
            <button type="button" class="chapter" data-seek="${seconds(c.startTime)}">
              <span class="chapter-time">${clock(c.startTime)}</span>
              <span class="chapter-title">${c.title}</span>
            </button>
          </li>`,
      )}
    </ol>
  </section>`;
}

/** What a machine transcript says of itself until a person has reviewed it. */
export const MACHINE_TRANSCRIPT_NOTE =
  'This transcript was made automatically and may contain mistakes: no one has reviewed it yet.';

/**
 * The transcript as paragraphs, each led by a button that plays from its start; each cue is a
 * span with its times, so a link to a moment (`#t=N`) can show the cue that holds it.
 * A paragraph whose speaker differs from the one before names them. A machine transcript
 * (`machine`) says it may contain mistakes.
 */
export function transcriptHtml(
  cues: readonly Cue[],
  chapters: readonly Chapter[] = [],
  machine = false,
): Html | '' {
  if (cues.length === 0) return '';
  const starts = chapters.map((c) => c.startTime);
  return html`<section
    class="follow-transcript"
    id="transcript"
    aria-labelledby="transcript-heading"
  >
    <h2 id="transcript-heading">Transcript</h2>
    ${machine ? html`<p class="transcript-note">${MACHINE_TRANSCRIPT_NOTE}</p>` : ''}
    ${paragraphs(cues, starts).map(
      (p, i, all) =>
        html`<p>
          ${
            p.voice && p.voice !== all[i - 1]?.voice
              ? html`<strong class="transcript-speaker">${p.voice}</strong>`
              : ''
          }
          <button
            type="button"
            class="transcript-time"
            data-seek="${seconds(p.start)}"
            aria-label="${`Play from ${clock(p.start)}`}"
          >
            ${clock(p.start)}
          </button>
          ${p.cues.map(
            (c) =>
              html`<span class="cue" data-start="${seconds(c.start)}" data-end="${seconds(c.end)}"
                  >${c.text}</span
                >${' '}`,
          )}
        </p>`,
    )}
  </section>`;
}
