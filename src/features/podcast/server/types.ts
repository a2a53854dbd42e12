/**
 * The podcast code's shared types, below every module that uses them: what a checked upload is
 * (CheckedMedia). What its services take is in ../deps.ts.
 */

/** A stored, checked upload (see incoming.ts and direct.ts). */
export interface CheckedMedia {
  key: string;
  contentType: string;
  size: number;
  /** Seconds, for audio. */
  duration?: number;
}
