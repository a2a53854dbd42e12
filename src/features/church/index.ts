export { CONTENT_FILES } from './shared/content-files.ts';
export { contentFileText } from './shared/content-parse.ts';
