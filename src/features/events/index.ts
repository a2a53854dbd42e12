/** What other features may use of the events: the one rule for which Calendar events are public. */
export { isPublicEvent } from './shared/event-visibility.ts';
