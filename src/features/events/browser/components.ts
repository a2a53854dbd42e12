export { default as ListState } from './ListState.tsx';
