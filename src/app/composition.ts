/**
 * The composition root: the one place that picks demo mode's parts or production's, from the
 * typed config (docs/architecture.md sections 2 and 3). Only the entry points (the functions,
 * build code, tools, tests) ask here, for serverDeps(), and hand those parts to the services they
 * call; no service imports this file or src/demo/ (`npm run deps` holds both). The demo
 * is imported only when demo mode first needs it, so a production function never loads it.
 */
import type { CalendarKind } from '../features/events/shared/calendar-links.ts';
import type { ShownEvents } from '../features/events/shared/event-records.ts';
import { config, DEMO_PCO_PATH, type Config } from '../platform/server/config/index.ts';
import type { FeedSeed, ServerDeps } from './deps.ts';
import type * as DemoParts from '../demo/index.ts';
import { createPcoClient, type PcoClient } from '../platform/server/pco/client.ts';
import { DEMO_YOUTUBE, DEMO_YOUTUBE_PATH } from '../features/live/server/config.ts';
import { LOGIN_FAILURES_EXPIRY } from '../features/login/server/throttle.ts';
import { createStorage } from '../platform/server/storage/index.ts';
import { systemClock } from '../platform/shared/clock.ts';
import type { Storage } from '../platform/server/storage/types.ts';

type Demo = typeof DemoParts;
let demoModule: Promise<Demo> | undefined;

/**
 * The demo (its congregation, emulators and sermon archive), imported on its first use, which
 * comes only in demo mode: the bundler keeps it in every function but evaluates it only here, so
 * a production cold start never pays for it (docs/operations.md, "Measuring", bundles).
 */
function loadDemo(): Promise<Demo> {
  demoModule ??= import('../demo/index.ts');
  return demoModule;
}

/**
 * Demo mode's storage: the demo sermons' audio made on request over the real storage
 * (features/sermons/demo/media.ts), the demo imported on the first call instead of at start.
 */
class DemoStorage implements Storage {
  readonly #inner: Storage;
  #made: Promise<Storage> | undefined;

  constructor(inner: Storage) {
    this.#inner = inner;
  }

  #demo(): Promise<Storage> {
    const origin = config().demoOrigin;
    this.#made ??= loadDemo().then((demo) => new demo.DemoMediaStorage(this.#inner, origin));
    return this.#made;
  }

  get: Storage['get'] = async (...args) => (await this.#demo()).get(...args);
  head: Storage['head'] = async (...args) => (await this.#demo()).head(...args);
  put: Storage['put'] = async (...args) => (await this.#demo()).put(...args);
  delete: Storage['delete'] = async (...args) => (await this.#demo()).delete(...args);
  copy: Storage['copy'] = async (...args) => (await this.#demo()).copy(...args);
  list: Storage['list'] = async (...args) => (await this.#demo()).list(...args);
  presignUpload: Storage['presignUpload'] = async (...args) =>
    (await this.#demo()).presignUpload(...args);
  /** The made audio is never uploaded: part uploads are the real storage's (as DemoMediaStorage's). */
  partUploads: Storage['partUploads'] = () => this.#inner.partUploads();
}

let storage: { for: Config; storage: Storage } | undefined;

/**
 * The process's storage (files or S3, as configured); made again only when the config is
 * re-read (tests reset it). In demo mode the demo sermons' audio is made on request instead of
 * stored (features/sermons/demo/media.ts). File storage removes failed-login records a day after
 * their last write, as the bucket's lifecycle rule does on S3.
 */
function getStorage(): Storage {
  const current = config();
  if (storage?.for !== current) {
    const lifecycle = { expiries: [LOGIN_FAILURES_EXPIRY], clock: systemClock };
    const made = createStorage(current.storage, lifecycle);
    storage = { for: current, storage: current.demo ? new DemoStorage(made) : made };
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

type Emulator = (req: Request) => Promise<Response>;
let transcribeFake: Emulator | undefined;

/** The Transcribe emulator the transcribe-emulator function serves; null outside demo mode. */
export function transcribeEmulator(): Emulator | null {
  if (!config().demo) return null;
  return async (req) => {
    const demo = await loadDemo();
    const origin = config().demoOrigin;
    transcribeFake ??= demo.createTranscribeEmulator(getStorage, (key) =>
      demo.demoRecordingCues(key, origin),
    );
    return transcribeFake(req);
  };
}

let youtubeFake: Emulator | undefined;

/** The YouTube emulator the youtube-emulator function serves; null outside demo mode. */
export function youtubeEmulator(): Emulator | null {
  if (!config().demo) return null;
  return async (req) => {
    const demo = await loadDemo();
    if (!youtubeFake) {
      const options = { prefix: DEMO_YOUTUBE_PATH, ...DEMO_YOUTUBE };
      const made = demo.createYouTubeEmulator(options);
      youtubeFake = (request) => Promise.resolve(made.handle(request));
    }
    return youtubeFake(req);
  };
}

let emulator: { zone: string; handle: (req: Request) => Response } | undefined;

/** The Planning Center emulator the pco-emulator function serves; null outside demo mode. */
export function pcoEmulator(): Emulator | null {
  const { demo: on, timezone: zone } = config();
  if (!on) return null;
  return async (req) => {
    const demo = await loadDemo();
    // the sizes of the demo's files, published by the site rather than shipped (src/demo/files.ts),
    // learnt only for the Services answers that list files: on Netlify's engine every call is a
    // fresh instance, and no other answer (groups, sign-ups, people) should wait on the site
    if (new URL(req.url).pathname.includes('/services/v2/'))
      await demo.prepareDemoFiles(config().demoOrigin);
    if (emulator?.zone !== zone)
      emulator = { zone, handle: demo.createEmulator({ prefix: DEMO_PCO_PATH, zone }) };
    return emulator.handle(req);
  };
}

/** Fills a new feed: the demo's sermon archive in demo mode; null where it starts empty. */
function feedSeed(cfg: Config): FeedSeed {
  return cfg.demo
    ? async (store, write) => (await loadDemo()).seedDemoSermons(store, cfg, write)
    : null;
}

/** The public events a new site has shown before: the demo's recent history, else none. */
async function shownEventsAtStart(
  cfg: Config,
  kind: CalendarKind,
  now: number,
): Promise<ShownEvents> {
  return cfg.demo ? (await loadDemo()).demoShownEvents(kind, now, cfg.timezone) : {};
}

let made: { for: Config; deps: Omit<ServerDeps, 'storage' | 'pco'> } | undefined;

/**
 * The process's parts, for an entry point to hand to the services it calls (docs/architecture.md
 * section 3): the config, the clock, storage and Planning Center client above, how a new feed starts and
 * what events a new site has shown. Each is made again only when its config changes.
 */
export function serverDeps(): ServerDeps {
  const cfg = config();
  if (made?.for !== cfg) {
    const shownAtStart = (kind: CalendarKind, now: number) => shownEventsAtStart(cfg, kind, now);
    made = { for: cfg, deps: { cfg, clock: systemClock, seed: feedSeed(cfg), shownAtStart } };
  }
  return { ...made.deps, storage: getStorage(), pco: pco() };
}
