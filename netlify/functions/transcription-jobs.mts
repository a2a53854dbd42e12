export { transcriptionJobs as default } from '../../src/features/transcripts/server/api.ts';

export const config = { path: '/api/transcription/jobs/*', method: ['POST'] };
