import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
}

/** How long a toast stays, long enough to read a sentence twice. */
export const toastDurationMs = 6000;

// The server renders no toasts; the browser starts with the same array, so that hydration needs no
// second render and React sees the same snapshot every time.
const noToasts: Toast[] = [];
let toasts = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast(message: string, tone: Toast['tone'] = 'info'): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  setTimeout(() => dismissToast(id), toastDurationMs);
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
