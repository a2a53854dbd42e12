export { calendar as default } from '../../src/features/events/server/api.ts';

export const config = {
  path: ['/api/calendar/:kind.ics', '/api/calendar/:kind/:occurrence.ics'],
  method: ['GET', 'HEAD'],
};
