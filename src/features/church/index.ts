export { CONTENT_FILES } from './shared/content-files.ts';
export { contentFileText } from '../../platform/shared/content-parse.ts';
