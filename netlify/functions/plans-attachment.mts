export { plansAttachment as default } from '../../src/features/portal/server/api.ts';

export const config = { path: '/api/plans/attachment', method: ['POST'] };
