export { worshipAudioUrl } from './stores/attachments.ts';
