export { transcriptionPoll as default } from '../../src/features/transcripts/server/api.ts';

export const config = { schedule: '*/5 * * * *' };
