/**
 * What other features and the tools may use of the login's server side: the area ceiling's
 * warnings (the podcast admin page, `npm run doctor`) and where failed-login records live (the
 * bucket's lifecycle rule).
 */
export { loginWarnings, type LoginWarning } from './area-failures.ts';
export { LOGIN_FAILURES_PREFIX } from './login-failures.ts';
export { AREA_CEILING } from './throttle.ts';
