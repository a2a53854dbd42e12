import type { Config } from '@netlify/functions';
export { attachment as default } from '../../src/features/portal/server/api.ts';

export const config: Config = {
  path: '/api/attachment',
  method: ['POST'],
  // Netlify's shared fence across instances; each instance also counts per address itself.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
