export { worshipSamples as default } from '../../src/features/worship/server/api.ts';

export const config = { path: '/api/worshipsamples', method: ['GET'] };
