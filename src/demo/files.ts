/**
 * Every attachment the emulator knows, and its real file. `open` hands out a short-lived signed
 * URL, as Planning Center does; the file route checks the signature and the expiry. The files
 * are the site's, not the function's (src/platform/server/demo-files.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { statSync } from 'node:fs';
import { signedUrlExpiry } from '../platform/shared/signed-url.ts';
import { DEMO_IDS } from '../platform/server/config/demo.ts';
import { demoFileSizes, readDemoFile } from '../platform/server/demo-files.ts';
import { shippedPath } from '../platform/server/shipped-files.ts';
import {
  CLASSES,
  findPlan,
  lessonsOf,
  OTHER_MEDIA,
  planLessons,
} from '../features/portal/demo/kids.ts';
import { WORSHIP_CHARTS, WORSHIP_SAMPLES } from '../features/worship/demo/samples.ts';

export interface DemoFile {
  id: string;
  filename: string;
  contentType: string;
  /** Relative to src/demo/assets; null for a file drawn on request. */
  asset: string | null;
  /** The record it is attached to. */
  attachable: { type: 'Media' | 'Plan'; id: string };
}

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp3: 'audio/mpeg',
  svg: 'image/svg+xml',
};
const typeOf = (filename: string) =>
  TYPES[filename.split('.').pop() ?? ''] ?? 'application/octet-stream';
/** An asset's path from the repository root. */
const assetPath = (asset: string) => `src/demo/assets/${asset}`;
const URL_LIFETIME_MS = 10 * 60_000;
// The demo's signing key is public knowledge; the signature only mimics Planning Center's URLs.
const KEY = 'dcc-demo-attachments';

/** The files of a media: lessons, worship samples or the unrelated slides. */
export function mediaFiles(mediaId: string): DemoFile[] {
  const classIndex = CLASSES.findIndex((_, c) => String(4001 + c) === mediaId);
  if (classIndex >= 0) {
    return lessonsOf(classIndex).map((l) => ({
      id: l.id,
      filename: l.filename,
      contentType: typeOf(l.filename),
      asset: l.asset,
      attachable: { type: 'Media', id: mediaId },
    }));
  }
  if (mediaId === OTHER_MEDIA.id) {
    return [
      {
        id: OTHER_MEDIA.attachmentId,
        filename: 'Welcome Slide.svg',
        contentType: TYPES['svg']!,
        asset: null,
        attachable: { type: 'Media', id: mediaId },
      },
    ];
  }
  if (mediaId === DEMO_IDS.worshipSamplesMediaId) {
    const samples: DemoFile[] = WORSHIP_SAMPLES.map((s) => {
      const filename = `${s.artist} - ${s.title} - ${s.date}.mp3`;
      return {
        id: s.id,
        filename,
        contentType: TYPES['mp3']!,
        asset: s.asset,
        attachable: { type: 'Media', id: mediaId },
      };
    });
    const charts = { ...WORSHIP_CHARTS, contentType: typeOf(WORSHIP_CHARTS.filename) };
    return [...samples, { ...charts, attachable: { type: 'Media', id: mediaId } }];
  }
  return [];
}

/** The files attached to one of the upcoming plans (ids: plan id + two digits). */
export function planFiles(planId: string, now: number, zone: string): DemoFile[] {
  const plan = findPlan(planId, now, zone);
  if (!plan) return [];
  const lessons = planLessons(plan).map((lesson, i): DemoFile => ({
    id: `${planId}${String(i + 1).padStart(2, '0')}`,
    filename: lesson.filename,
    contentType: typeOf(lesson.filename),
    asset: lesson.asset,
    attachable: { type: 'Plan', id: planId },
  }));
  // a leaders' file attached to the plan that no portal page shows (and so nobody may open)
  const checklist = { ...lessons[0]!, id: `${planId}99`, filename: PLAN_CHECKLIST };
  return [...lessons, checklist];
}

/** The name of the file each demo plan carries beside its lessons, for the leaders only. */
export const PLAN_CHECKLIST = 'Room Setup Checklist.pdf';

const ALL_MEDIA = [
  ...CLASSES.map((_, c) => String(4001 + c)),
  OTHER_MEDIA.id,
  DEMO_IDS.worshipSamplesMediaId,
];

/** Any attachment by id (media files, or a plan's files while the plan is upcoming). */
export function findFile(id: string, now: number, zone: string): DemoFile | undefined {
  for (const mediaId of ALL_MEDIA) {
    const found = mediaFiles(mediaId).find((f) => f.id === id);
    if (found) return found;
  }
  return id.length === 8
    ? planFiles(id.slice(0, 6), now, zone).find((f) => f.id === id)
    : undefined;
}

let sizes: Record<string, number> = {};

/** Learns the files' sizes from the demo site at `origin` (none to learn from the sources). */
export async function prepareDemoFiles(origin: string | null): Promise<void> {
  sizes = await demoFileSizes(origin);
}

/** The file's size in bytes (0 for drawn files). */
export function fileSize(file: DemoFile): number {
  if (!file.asset) return 0;
  const path = assetPath(file.asset);
  return sizes[path] ?? statSync(shippedPath(path)).size;
}

/** The file's bytes, from the sources or the demo site at `origin`. */
export function fileBytes(file: DemoFile, origin: string): Promise<Buffer> {
  if (!file.asset) throw new Error(`${file.filename} is drawn, not stored`);
  return readDemoFile(assetPath(file.asset), origin);
}

const sign = (id: string, signedAt: string, lifetime: string) =>
  createHmac('sha256', KEY).update(`${id}:${signedAt}:${lifetime}`).digest('hex');

/**
 * A download URL shaped like a presigned S3 URL (SigV4 query: X-Amz-Date, X-Amz-Expires) that
 * stops working after ten minutes, as Planning Center's do (src/platform/shared/signed-url.ts reads
 * its expiry).
 */
export function signedUrl(base: string, file: DemoFile, now: number): string {
  const signedAt = new Date(now).toISOString().replace(/[-:]|\.\d+/g, '');
  const lifetime = String(URL_LIFETIME_MS / 1000);
  const query = new URLSearchParams({
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Date': signedAt,
    'X-Amz-Expires': lifetime,
    'X-Amz-SignedHeaders': 'host',
    'X-Amz-Signature': sign(file.id, signedAt, lifetime),
  });
  return `${base}/files/${file.id}/${encodeURIComponent(file.filename)}?${query}`;
}

/** True when the URL's signature is ours and it has not expired. */
export function verifySignedUrl(url: URL, id: string, now: number): boolean {
  const signedAt = url.searchParams.get('X-Amz-Date') ?? '';
  const lifetime = url.searchParams.get('X-Amz-Expires') ?? '';
  const signature = url.searchParams.get('X-Amz-Signature') ?? '';
  const expiry = signedUrlExpiry(url.href);
  if (expiry === null || expiry < now) return false;
  const expected = Buffer.from(sign(id, signedAt, lifetime));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
