/**
 * The toasts of docs/requirements.md section 8, fixed at the top centre. The two live regions are on the
 * page before any message arrives, which screen readers need to announce what is added to them:
 * errors interrupt (role="alert"), successes wait their turn (role="status").
 */
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, type Toast } from '../stores/toasts.ts';
import './Toaster.css';

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div className={`toast toast--${toast.kind}`}>
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label="Close message"
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Renders every open toast; each closes itself after TOAST_MS or with its close button. */
export default function Toaster() {
  const toasts = useStore($toasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const successes = toasts.filter((toast) => toast.kind === 'success');
  return (
    <div className="toaster">
      <div role="alert" className="toaster__region">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status" className="toaster__region">
        {successes.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
