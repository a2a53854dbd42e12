/** What staff edit of the transcripts in the content editor: the glossary (src/content/glossary.json). */
export { GLOSSARY_FILE } from './shared/glossary-schema.ts';
