/**
 * The login functions (docs/architecture.md section 6): netlify/functions/login.mts and
 * logout.mts re-export them beside their routes; the work is in login.ts.
 */
import { serverDeps } from '../../../app/composition.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { currentSession, logIn, logOut } from './login.ts';

/** GET /login: who is logged in. POST /login {username, password}: logs in. */
export const login = /* @__PURE__ */ handler((req, context) =>
  req.method === 'POST' ? logIn(serverDeps(), req, context.ip) : currentSession(req),
);

/** POST /logout: clears the session cookie. */
export const logout = /* @__PURE__ */ handler((req) => logOut(serverDeps(), req));
