export { useSignupLines } from './useSignupLines.ts';
