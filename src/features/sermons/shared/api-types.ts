/** Sermons and upload progress. */

/** Who wrote a sermon's transcript (docs/architecture.md, transcription). */
export type TranscriptSource = 'machine' | 'staff' | null;

/** One sermon: an item of the podcast feed. GET /api/media answers Episode[], newest first. */
export interface Episode {
  guid: string;
  title: string;
  /** RFC 2822, e.g. "Sun, 05 Jan 2025 10:30:00 -0500". */
  pubDate: string;
  /** The speaker. */
  author: string;
  /** The series. */
  summary: string;
  /** The Bible passage(s), as the site shows them ("Romans 8:28–39; John 3:16"). */
  passage?: string;
  /**
   * The same passage as an OSIS reference ("Rom.8.28-Rom.8.39,John.3.16";
   * src/platform/shared/bible-books.ts).
   */
  passageOsis?: string;
  image: string;
  /** Seconds. */
  duration: number;
  enclosure: { url: string; type: string; length: number };
  videoLink?: string;
  /** The sermon's own page (sermon-links.ts); every episode /api/media answers has one. */
  link?: string;
  /** Its series' page, a site path (series-slugs.ts), when it is in a series. */
  seriesLink?: string;
  /** The transcript as WebVTT (the feed's podcast:transcript), when the sermon has one. */
  transcript?: string;
  /** The same transcript as SubRip (SRT), for apps that read only that. */
  transcriptSrt?: string;
  /**
   * Who wrote the transcript: `machine` (Amazon Transcribe, not yet reviewed by a person),
   * `staff` (uploaded or corrected by staff), null when there is none. The feed keeps it as the
   * `dcc:source` attribute of podcast:transcript; feeds written before it read as `staff`.
   */
  transcriptSource: TranscriptSource;
  /** The Podcasting 2.0 JSON chapters (the feed's podcast:chapters). */
  chapters?: string;
}
