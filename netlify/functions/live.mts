import type { Config } from '@netlify/functions';
export { live as default } from '../../src/features/live/server/api.ts';

export const config: Config = {
  path: '/api/live',
  method: ['GET'],
  // Netlify's outer fence; what bounds the YouTube calls is the observations kept in storage for
  // every instance (src/features/live/server/live.ts), and the CDN's minute. Generous: a
  // congregation on the church's Wi-Fi shares one address.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
