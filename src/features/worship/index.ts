export { formatWorshipDate, pickMedley } from './shared/worship.ts';
