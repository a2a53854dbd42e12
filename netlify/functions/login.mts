import type { Config } from '@netlify/functions';
export { login as default } from '../../src/features/login/server/api.ts';

export const config: Config = {
  path: '/login',
  method: ['GET', 'POST'],
  // Netlify's outer fence. Failed logins are throttled apart from it, per address and area, in
  // storage every instance shares (src/features/login/server/login-failures.ts). This one counts every
  // request, including the GET each gated page makes, so it is generous: 30 requests a minute
  // per client address and site domain.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
