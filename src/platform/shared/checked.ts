/**
 * The answer of every check that may refuse its input (a form field, a request body, an uploaded
 * file): the value, or a message fit for whoever sent it. One type for all of them, so a caller
 * unwraps each the same way. Pure (docs/code-style.md habit 3).
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** A refusal with this message, assignable to any Checked type. */
export const fail = (message: string): Checked<never> => ({ ok: false, message });
