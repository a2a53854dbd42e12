/** POST /logout: clears the session cookie (docs/architecture.md section 5). */
import type { Config } from '@netlify/functions';
import { logOut } from '../../src/features/login/server/login.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { handler } from '../../src/platform/server/http/handler.ts';

export default handler((req) => logOut(serverDeps(), req));

export const config: Config = { path: '/logout', method: ['POST'] };
