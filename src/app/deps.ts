/**
 * What the server's services take from their caller (docs/architecture.md section 3): one set of
 * parts, declared here once, below every module that uses them. Only the entry points (the
 * functions, build code, tools and tests) get them, from the composition root's serverDeps();
 * a service that needs less takes a Pick of ServerDeps.
 */
import type { Episode } from '../features/sermons/shared/api-types.ts';
import type { CalendarKind } from '../features/events/shared/calendar-links.ts';
import type { ShownEvents } from '../features/events/shared/event-records.ts';
import type { Feed } from '../features/sermons/shared/feed.ts';
import type { Config } from '../platform/server/config/types.ts';
import type { Clock } from '../platform/shared/clock.ts';
import type { PcoClient } from '../platform/server/pco/client.ts';
import type { Storage } from '../platform/server/storage/types.ts';
import type { Transcriber } from '../features/transcripts/server/client.ts';

/** Writes a new storage's first feed; false when another writer got there first. */
export type FeedWriter = (feed: Feed) => Promise<boolean>;

/** Fills a new storage's first feed (the demo's sermon archive); null where it starts empty. */
export type FeedSeed = ((storage: Storage, write: FeedWriter) => Promise<void>) | null;

/** The process's parts, as the composition root builds them from the typed config. */
export interface ServerDeps {
  cfg: Config;
  /** What time it is: the machine's, or a test's (src/platform/shared/clock.ts). */
  clock: Clock;
  storage: Storage;
  /** The church's Planning Center, or in demo mode its emulator. */
  pco: PcoClient;
  /** How the podcast feed starts (src/features/sermons/server/feed/feed-store.ts). */
  seed: FeedSeed;
  /**
   * The public events a new site has shown before (src/features/events/server/event-records.ts); a
   * promise because the demo's history is imported on first use (docs/architecture.md section 3).
   */
  shownAtStart: (kind: CalendarKind, now: number) => Promise<ShownEvents>;
}

/** What the Planning Center readers in data/ take. */
export type PcoDeps = Pick<ServerDeps, 'cfg' | 'pco' | 'clock'>;

/**
 * What takes the settings and storage alone: logging in (the throttle), the upload actions and
 * follow-along files (podcast/upload/, podcast/follow-along*.ts).
 */
export type StorageDeps = Pick<ServerDeps, 'cfg' | 'storage' | 'clock'>;

/** What the record of shown events takes: where it is stored, and what a new site starts with. */
export type RecordDeps = Pick<ServerDeps, 'storage' | 'shownAtStart' | 'clock'>;

/** What the kept groups take: Planning Center, and storage for the last good answer. */
export type GroupsDeps = Pick<ServerDeps, 'cfg' | 'pco' | 'storage' | 'clock'>;

/** What the kept event lists take: Planning Center, storage for the last good answer and records. */
export type EventsDeps = Pick<ServerDeps, 'cfg' | 'pco' | 'storage' | 'shownAtStart' | 'clock'>;

/** What reads and writes the stored podcast feed takes. */
export type FeedDeps = Pick<ServerDeps, 'cfg' | 'storage' | 'seed' | 'clock'>;

/** What the podcast services take from their caller (the function that runs them). */
export interface PodcastDeps extends FeedDeps {
  /** Runs once an episode is published or edited (transcription, docs/architecture.md section 10). */
  published?: ((episode: Episode, newAudio: boolean) => Promise<void>) | undefined;
}

/**
 * The parts and the Transcriber (Amazon Transcribe or its demo emulator; null while
 * transcription is off), for the functions that transcribe. Apart from ServerDeps so that the
 * functions that never transcribe do not bundle the Transcribe SDK.
 */
export interface TranscriptionDeps extends ServerDeps {
  transcriber: Transcriber | null;
}

/** What the transcription services take: the feed's parts and a Transcriber that is on. */
export interface EnabledTranscriptionDeps extends FeedDeps {
  transcriber: Transcriber;
}
