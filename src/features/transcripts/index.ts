export { END_SLACK_SECONDS, clock, toSrt, toVtt } from './shared/captions.ts';
export type { Cue } from './shared/captions.ts';
export { MAX_TRANSCRIPT_BYTES, readTranscript, storedCues } from './shared/transcript.ts';
