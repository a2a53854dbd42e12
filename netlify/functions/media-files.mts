export { mediaFiles as default } from '../../src/features/sermons/server/api.ts';

export const config = { path: '/media/*', method: ['GET', 'HEAD'] };
