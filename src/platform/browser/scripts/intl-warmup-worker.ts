/**
 * The worker of src/platform/browser/scripts/intl-warmup.ts: given the church's zone, it makes the islands' kind of
 * date formatter and compares two words, so ICU's date, time-zone and collation data are loaded
 * into the page's process, then it ends.
 */
import { zonedParts } from '../../shared/dates.ts';

addEventListener('message', (event: MessageEvent<string>) => {
  try {
    zonedParts(new Date().toISOString(), event.data);
    'a'.localeCompare('b');
  } finally {
    close();
  }
});
