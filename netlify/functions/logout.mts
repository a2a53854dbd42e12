import type { Config } from '@netlify/functions';
export { logout as default } from '../../src/features/login/server/api.ts';

export const config: Config = { path: '/logout', method: ['POST'] };
