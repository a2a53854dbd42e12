/**
 * Whose turn it is to ask Planning Center for a public answer (last-good.ts): the copy in
 * storage (stored-copy.ts) is served while it is fresh; once it is due, the first instance to move
 * its `freshUntil` ahead asks, and the others serve the copy meanwhile, or, before any copy was
 * kept, wait for the one being asked for. So one answer costs Planning Center the same calls
 * whether one instance serves every visitor or each visitor meets a fresh instance.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../shared/clock.ts';
import type { Storage } from '../storage/types.ts';
import { moveCopy, readCopy, type CopyRecord } from './stored-copy.ts';

/** How long a turn holds off the others: longer than one answer takes to ask for. */
export const TURN_MS = 20_000;
/** How often a waiting instance looks for the first copy, and how many times at most. */
const WAIT_MS = 200;
const WAITS = TURN_MS / WAIT_MS;
/** Turns lost to other instances before asking anyway (each loss means another one asks). */
const ROUNDS = 8;

/** What an instance found: a fresh copy to serve, or its turn to ask (with what was kept). */
export type Turn<T> =
  | { fresh: CopyRecord<T> }
  /** `held`: the turn as written (null: storage could not say; ask anyway); `read`: the record before. */
  | { held: CopyRecord<T> | null; read: CopyRecord<T> | null };

function unavailable(name: string, error: unknown): null {
  console.error(`Could not read or write the kept ${name} answer in storage:`, error);
  return null;
}

/** A fresh copy of the answer, or this instance's turn to ask Planning Center for it. */
export async function takeTurn<T>(
  { storage, clock }: { storage: Storage; clock: Clock },
  name: string,
): Promise<Turn<T>> {
  let waits = 0;
  for (let round = 0; round < ROUNDS;) {
    let read: CopyRecord<T> | null;
    try {
      read = await readCopy<T>(storage, name);
    } catch (error) {
      return { held: unavailable(name, error), read: null };
    }
    const now = clock.now();
    if (read && now < read.freshUntil) {
      if (read.copy) return { fresh: read };
      // another instance is asking for the first copy: wait for it, not alongside it
      if (waits++ < WAITS) {
        await sleep(WAIT_MS);
        continue;
      }
    }
    try {
      const held = await moveCopy(storage, name, read, now + TURN_MS);
      if (held) return { held, read };
    } catch (error) {
      return { held: unavailable(name, error), read };
    }
    round += 1; // another instance took the turn: read what it left
  }
  return { held: null, read: null };
}

/** Ends a turn that brought no answer: the copy is due again at `freshUntil`. */
export async function endTurn<T>(
  storage: Storage,
  name: string,
  held: CopyRecord<T> | null,
  freshUntil: number,
): Promise<void> {
  if (!held) return;
  // conditional: if the turn ran out and another instance has written since, its record stays
  await moveCopy(storage, name, held, freshUntil).catch((error: unknown) =>
    unavailable(name, error),
  );
}
