/** GET /login: who is logged in. POST /login {username, password}: logs in (docs/architecture.md section 6). */
import type { Config } from '@netlify/functions';
import { currentSession, logIn } from '../../src/features/login/server/login.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { handler } from '../../src/platform/server/http/handler.ts';

export default handler((req, context) =>
  req.method === 'POST' ? logIn(serverDeps(), req, context.ip) : currentSession(req),
);

export const config: Config = {
  path: '/login',
  method: ['GET', 'POST'],
  // Netlify's outer fence. Failed logins are throttled apart from it, per address and area, in
  // storage every instance shares (src/features/login/server/login-failures.ts). This one counts every
  // request, including the GET each gated page makes, so it is generous: 30 requests a minute
  // per client address and site domain.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
