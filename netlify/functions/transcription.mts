export { transcription as default } from '../../src/features/transcripts/server/api.ts';

export const config = { path: '/api/transcription', method: ['GET', 'POST'] };
