export { useWorship } from './useWorship.ts';
