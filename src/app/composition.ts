/**
 * The composition root: the one place that picks demo mode's parts or production's, from the
 * typed config (docs/architecture.md sections 2 and 3). Only the entry points (the functions,
 * build code, tools, tests) ask here, for serverDeps(), and hand those parts to the services they
 * call; no service imports this file or src/demo/ (`npm run deps` holds both).
 */
import type { CalendarKind } from '../features/events/shared/calendar-links.ts';
import type { ShownEvents } from '../features/events/shared/event-records.ts';
import { config, DEMO_PCO_PATH, type Config } from '../platform/server/config/index.ts';
import type { FeedSeed, PodcastDeps, ServerDeps, TranscriptionDeps } from './deps.ts';
import * as demo from '../demo/index.ts';
import { createPcoClient, type PcoClient } from '../platform/server/pco/client.ts';
import { createStorage } from '../platform/server/storage/index.ts';
import type { Storage } from '../platform/server/storage/types.ts';
import { createTranscriber, type Transcriber } from '../features/transcripts/server/client.ts';
import { transcribeOnPublish } from '../features/transcripts/server/on-publish.ts';

let storage: { for: Config; storage: Storage } | undefined;

/**
 * The process's storage (files or S3, as configured); made again only when the config is
 * re-read (tests reset it). In demo mode the demo sermons' audio is made on request instead of
 * stored (demo/sermons/demo-media.ts).
 */
function getStorage(): Storage {
  const current = config();
  if (storage?.for !== current) {
    const made = createStorage(current.storage);
    storage = { for: current, storage: current.demo ? new demo.DemoMediaStorage(made) : made };
  }
  return storage.storage;
}

let client: { key: string; client: PcoClient } | undefined;

/**
 * The shared Planning Center client: the church's Planning Center, or in demo mode the emulator
 * this site serves at DEMO_PCO_PATH (the config's base URL says which); rebuilt if that changes.
 */
function pco(): PcoClient {
  const { baseUrl, auth } = config().pco;
  const key = `${baseUrl}|${auth?.appId ?? ''}|${auth?.secret ?? ''}`;
  if (client?.key !== key) client = { key, client: createPcoClient({ baseUrl, auth }) };
  return client.client;
}

let transcribe: { for: Config; transcriber: Transcriber | null } | undefined;

/**
 * The Transcriber (docs/architecture.md section 10): Amazon Transcribe in the bucket's account,
 * or in demo mode the emulator this site serves at DEMO_TRANSCRIBE_PATH (the config's endpoint
 * says which); null while transcription is off.
 */
function transcriber(): Transcriber | null {
  const current = config();
  if (transcribe?.for !== current) {
    const cfg = current.transcribe;
    transcribe = { for: current, transcriber: cfg.enabled ? createTranscriber(cfg) : null };
  }
  return transcribe.transcriber;
}

let transcribeFake: ((req: Request) => Promise<Response>) | undefined;

/** The Transcribe emulator the transcribe-emulator function serves; null outside demo mode. */
export function transcribeEmulator(): ((req: Request) => Promise<Response>) | null {
  if (!config().demo) return null;
  transcribeFake ??= demo.createTranscribeEmulator(getStorage);
  return transcribeFake;
}

let emulator: { zone: string; handle: (req: Request) => Response } | undefined;

/** The Planning Center emulator the pco-emulator function serves; null outside demo mode. */
export function pcoEmulator(): ((req: Request) => Response) | null {
  const { demo: on, timezone: zone } = config();
  if (!on) return null;
  if (emulator?.zone !== zone)
    emulator = { zone, handle: demo.createEmulator({ prefix: DEMO_PCO_PATH, zone }) };
  return emulator.handle;
}

/** Fills a new feed: the demo's sermon archive in demo mode; null where it starts empty. */
function feedSeed(cfg: Config): FeedSeed {
  return cfg.demo ? (store, write) => demo.seedDemoSermons(store, cfg, write) : null;
}

/** The public events a new site has shown before: the demo's recent history, else none. */
function shownEventsAtStart(cfg: Config, kind: CalendarKind, now: number): ShownEvents {
  return cfg.demo ? demo.demoShownEvents(kind, now, cfg.timezone) : {};
}

let made: { for: Config; deps: Omit<ServerDeps, 'storage' | 'pco'> } | undefined;

/**
 * The process's parts, for an entry point to hand to the services it calls (docs/architecture.md
 * section 3): the config, storage and Planning Center client above, how a new feed starts and
 * what events a new site has shown. Each is made again only when its config changes.
 */
export function serverDeps(): ServerDeps {
  const cfg = config();
  if (made?.for !== cfg) {
    const shownAtStart = (kind: CalendarKind, now: number) => shownEventsAtStart(cfg, kind, now);
    made = { for: cfg, deps: { cfg, seed: feedSeed(cfg), shownAtStart } };
  }
  return { ...made.deps, storage: getStorage(), pco: pco() };
}

/** serverDeps() and the Transcriber, for the functions that transcribe (see TranscriptionDeps). */
export function transcriptionDeps(): TranscriptionDeps {
  return { ...serverDeps(), transcriber: transcriber() };
}

/** transcriptionDeps() with the podcast services' `published` hook: a new sermon is transcribed. */
export function podcastDeps(): TranscriptionDeps & PodcastDeps {
  const deps = transcriptionDeps();
  return { ...deps, published: transcribeOnPublish(deps) };
}
