/**
 * The shapes of the server's configuration (docs/architecture.md section 2), apart from the
 * parsing that fills them (the other modules of this folder; index.ts puts them together).
 */
import type { Area } from '../../shared/api-types.ts';
import type { Links } from '../../shared/public-links.ts';

export type { Area };

/** Environment variables by name, as process.env holds them. */
export type Env = Record<string, string | undefined>;

/** Reads one value; on a ConfigError it records the problem and returns the fallback. */
export type Attempt = <T>(readValue: () => T, fallback: T) => T;

export interface PcoConfig {
  /** API root without a trailing slash. */
  baseUrl: string;
  /** Basic-auth credentials; null in demo mode (the emulator needs none). */
  auth: { appId: string; secret: string } | null;
  directoryListId: string;
  householdLeadersListId: string;
  kidsServiceTypeId: string;
  kidsTeamIds: string[];
  worshipSamplesMediaId: string;
  calendarTags: { church: string; special: string; youth: string };
  /**
   * True when the group finder reads Planning Center Groups, as groupFinderOn (features.ts)
   * decides for the build too. False: no Groups request is made and /api/groups and
   * /groups/{slug} answer 404.
   */
  groups: boolean;
  /**
   * True when sign-ups are read from Planning Center Registrations, as signupsOn (features.ts)
   * decides for the build too. False: no Registrations request is made and /api/signups is 404.
   */
  signups: boolean;
  /**
   * The id variables (PCO_ID_VARS) a deploy with Planning Center credentials has not set: their
   * ids are empty, and what reads them answers 503 through requireSetUp (src/platform/server/http/set-up.ts) while
   * the rest of the site works. Always empty in the demo, whose congregation's ids stand in.
   */
  unset: readonly string[];
}

export type StorageConfig =
  | {
      kind: 'fs';
      dir: string;
      /**
       * True where the folder is a serverless instance's own temp folder (a demo deploy on
       * Netlify): other instances do not see it, and it is gone when the instance stops.
       */
      perInstance?: boolean;
    }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/**
 * Amazon Transcribe (docs/architecture.md section 10): the bucket's region and credentials, or
 * the demo's emulator; off with the sentence the podcast admin page shows on how to turn it on.
 */
export type TranscribeConfig =
  | {
      enabled: true;
      /** The bucket jobs read the audio from and write their output to. */
      bucket: string;
      region: string;
      /** Another address for the client (TRANSCRIBE_ENDPOINT, the demo's emulator). */
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** TRANSCRIPTS_REVIEW_FIRST: a machine transcript stays private until staff save it. */
      reviewFirst: boolean;
      /** TRANSCRIBE_MONTHLY_MINUTES: audio minutes sent to Transcribe in a calendar month (UTC). */
      monthlyMinutes: number;
    }
  | { enabled: false; howToEnable: string };

export interface Config {
  /** True when neither Planning Center nor S3 is configured. */
  demo: boolean;
  dataDir: string;
  siteUrl: string;
  /** Origins allowed to change state (log in, publish): the site's and this deploy's. */
  allowedOrigins: string[];
  mediaPublicUrl: string;
  timezone: string;
  pco: PcoConfig;
  storage: StorageConfig;
  sessionSecret: Uint8Array;
  /** scrypt hashes of the shared passwords, per area. */
  passwordHashes: Record<Area, string>;
  links: Links;
  /** True where the CDN's copies can be purged: on Netlify, whose runtime provides the token. */
  cdnPurge: boolean;
  /**
   * The build hook publishing calls so search finds the change (SEARCH_BUILD_HOOK): a Netlify
   * build hook, or the local servers' own rebuild endpoint; null skips it with a message.
   */
  searchBuildHook: string | null;
  transcribe: TranscribeConfig;
  /**
   * In demo mode, where the demo's functions reach each other (this deploy's own address), so a
   * feature points its client at its emulator there; null outside demo mode.
   */
  demoOrigin: string | null;
}

/** What getConfig takes from the machine; tests pass their own. */
export interface ConfigDeps {
  cwd: string;
  tmpdir: string;
  isWritable: (dir: string) => boolean;
  readDemoSecret: (dataDir: string) => string;
}
