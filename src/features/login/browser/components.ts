export { default as LoginGate } from './LoginGate.tsx';
