/**
 * What other features and the tools may use of the login's server side: the area ceiling's
 * warnings (the podcast admin page, `npm run doctor`) and where failed-login records live and
 * when they expire (the bucket's lifecycle rule, file storage's).
 */
export { loginWarnings, type LoginWarning } from './area-failures.ts';
export { AREA_CEILING, LOGIN_FAILURES_EXPIRY, LOGIN_FAILURES_PREFIX } from './throttle.ts';
