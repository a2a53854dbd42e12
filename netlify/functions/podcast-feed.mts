export { podcastFeed as default } from '../../src/features/sermons/server/api.ts';

export const config = { path: '/podcast.xml', method: ['GET', 'HEAD'] };
