export { transcriptionBackfill as default } from '../../src/features/transcripts/server/api.ts';

export const config = { path: '/api/transcription/backfill', method: ['GET', 'POST', 'DELETE'] };
