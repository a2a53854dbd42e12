export { sermonPage as default } from '../../src/features/sermons/server/api.ts';

export const config = { path: '/sermons/:slug', method: ['GET'] };
