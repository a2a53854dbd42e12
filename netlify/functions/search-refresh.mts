export { searchRefresh as default } from '../../src/features/search/server/api.ts';

// once a day, at 08:00 UTC (the small hours in the church's zone)
export const config = { schedule: '0 8 * * *' };
