import { useI18nContext } from '@acq/locales/react';
import { dismissToast, useToasts } from './toast-store';
import './toast.css';

/** Short notices: errors are announced at once (alert), others politely (status). */
export function ToastRegion() {
  const { LL } = useI18nContext();
  const toasts = useToasts();
  return (
    <div className="toast-region" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <p>{toast.message}</p>
          <button
            type="button"
            className="toast__close"
            aria-label={LL.toast.dismiss()}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
