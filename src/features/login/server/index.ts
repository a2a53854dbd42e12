export { clientKey, createThrottle } from './throttle.ts';
