export { transcriptionTranscripts as default } from '../../src/features/transcripts/server/api.ts';

export const config = { path: '/api/transcription/transcripts/*', method: ['GET', 'PUT'] };
