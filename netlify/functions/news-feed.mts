export { newsXml as default } from '../../src/features/news/server/api.ts';

export const config = { path: '/news.xml', method: ['GET'] };
