/** Toast messages shown at the top centre for 5 seconds (docs/requirements.md section 8). */
import { atom } from 'nanostores';

export interface Toast {
  id: number;
  kind: 'error' | 'success';
  message: string;
}

export const TOAST_MS = 5000;
export const $toasts = atom<Toast[]>([]);
let nextId = 1;

/** Shows a toast; it closes itself after TOAST_MS. */
export function showToast(kind: Toast['kind'], message: string): void {
  const toast = { id: nextId++, kind, message };
  $toasts.set([...$toasts.get(), toast]);
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

/** Closes a toast early. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
