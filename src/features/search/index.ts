export { transcriptSource } from './shared/transcript-source.ts';
export type { PublicSite } from './shared/transcript-source.ts';
