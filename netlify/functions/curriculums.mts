export { curriculums as default } from '../../src/features/portal/server/api.ts';

export const config = { path: '/api/curriculums', method: ['GET'] };
