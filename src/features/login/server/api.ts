/**
 * The login functions (docs/architecture.md section 6): netlify/functions/login.mts and
 * logout.mts re-export them beside their routes; the work is in login.ts.
 */
import { serverDeps } from '../../../app/composition.ts';
import { PRIVATE_HEADERS } from '../../../platform/server/auth/guard.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { currentSession, logIn, logOut, type LoginOutcome } from './login.ts';

/** The outcome as private JSON, setting its cookies. */
function loginResponse({ answer, cookies }: LoginOutcome): Response {
  const headers = new Headers(PRIVATE_HEADERS);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return Response.json(answer, { headers });
}

/** GET /login: who is logged in. POST /login {username, password}: logs in. */
export const login = /* @__PURE__ */ handler(async (req, context) =>
  loginResponse(
    req.method === 'POST' ? await logIn(serverDeps(), req, context.ip) : await currentSession(req),
  ),
);

/** POST /logout: clears the session cookie. */
export const logout = /* @__PURE__ */ handler(async (req) =>
  loginResponse(await logOut(serverDeps(), req)),
);
