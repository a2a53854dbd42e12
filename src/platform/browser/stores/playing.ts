/**
 * Which player is playing, shared by every island on the page (they share this module), so
 * that starting one player stops the others and a filter change stops them all.
 */
import { atom } from 'nanostores';

/** The id of the player showing its audio, or null when none is. */
export const $playing = atom<string | null>(null);

/** Stops every player (their audio elements unmount). */
export function stopPlayers(): void {
  $playing.set(null);
}
