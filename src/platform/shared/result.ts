/** What a check of untrusted input gives back: the value it read, or a message that says what to fix. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
