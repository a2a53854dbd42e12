export { worshipSamples } from './stores/collections.ts';
export { useWorship } from './useWorship.ts';
