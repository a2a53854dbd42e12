export { guidSuffix } from './shared/form.ts';
export { decodeTextUpload, lineAt } from './shared/text-upload.ts';
