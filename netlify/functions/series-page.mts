export { seriesPage as default } from '../../src/features/sermons/server/api.ts';

export const config = {
  path: ['/sermons/series/:slug', '/sermons/series/:slug/feed.xml'],
  method: ['GET', 'HEAD'],
};
