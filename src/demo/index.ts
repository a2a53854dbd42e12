/**
 * The demo's one door: what the composition root (src/app/composition.ts) builds demo mode from,
 * and what tools and tests use of the demo congregation (they reach it through composition.ts too).
 */
export { PRIVATE_EVENTS } from '../features/events/demo/private.ts';
export { demoShownEvents, upcomingInstances } from '../features/events/demo/calendar.ts';
export { congregation, generateCongregation } from './congregation.ts';
export { createEmulator, type EmulatorOptions } from './emulator.ts';
export { createTranscribeEmulator } from '../features/transcripts/demo/emulator.ts';
export { createYouTubeEmulator } from '../features/live/demo/emulator.ts';
export { prepareDemoFiles, signedUrl } from './files.ts';
export { CLASSES, lessonsOf, STORIES, type Lesson } from '../features/portal/demo/kids.ts';
export { WORSHIP_CHARTS, WORSHIP_SAMPLES } from '../features/worship/demo/samples.ts';
export { DemoMediaStorage, demoRecordingCues } from '../features/sermons/demo/media.ts';
export { DEMO_SERIES, seriesArtFile } from '../features/sermons/demo/episodes.ts';
export { seedDemoSermons } from '../features/sermons/demo/seed.ts';
export { VOICE_FORMAT } from '../features/sermons/demo/voice-format.ts';
export { GROUPS as DEMO_GROUPS, PLANTED_GROUP_TEXT } from '../features/groups/demo/groups.ts';
export { SHOWN_SIGNUPS } from '../features/signups/demo/data.ts';
export { HIDDEN_SIGNUPS, PLANTED as PLANTED_SIGNUP } from '../features/signups/demo/hidden.ts';
export { fitText, textWidthEm } from './text-fit.ts';
