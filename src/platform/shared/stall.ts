/**
 * A watchdog for one request: a connection can go silent without an error (a Wi-Fi that hangs,
 * a proxy that holds the socket), and then neither progress nor failure ever comes. The caller
 * touches it on every sign of life; after `ms` without one it calls `onStall` once, and the
 * caller aborts the request (and may retry it). Pure apart from the timer.
 */

/** Milliseconds of silence after which an upload is given up and retried. */
export const STALL_MS = 30_000;

export interface StallWatch {
  /** A sign of life (upload progress, a response byte): the silence starts again. */
  touch(): void;
  /** The request ended: no more calls. */
  stop(): void;
}

/** Starts watching: `onStall` runs once after `ms` without a touch, unless stopped. */
export function watchStall(ms: number, onStall: () => void): StallWatch {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const arm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      onStall();
    }, ms);
  };
  arm();
  return {
    touch: () => {
      if (timer !== null) arm();
    },
    stop: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
