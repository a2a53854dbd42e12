import type { Config } from '@netlify/functions';
export { worshipSamples as default } from '../../src/features/worship/server/api.ts';

export const config: Config = {
  path: '/api/worshipsamples',
  method: ['GET'],
  // Netlify's outer fence; what bounds the Planning Center calls is the answer kept in storage
  // for every instance (src/platform/server/pco/last-good.ts). Generous: a congregation on the
  // church's Wi-Fi shares one address.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
