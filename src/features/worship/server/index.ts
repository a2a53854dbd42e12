export { getWorshipSamples } from './worship.ts';
