export { END_SLACK_SECONDS, clock, toSrt, toVtt } from './shared/captions.ts';
export type { Cue } from './shared/captions.ts';
