/** The church's facts file, for the functions that read it (src/platform/server/content-file.ts). */
export { CHURCH_FILE } from './shared/church-file.ts';
