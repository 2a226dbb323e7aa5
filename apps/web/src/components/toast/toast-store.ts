import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
}

// The server renders no toasts; the browser starts with the same array, so that hydration needs no
// second render and React sees the same snapshot every time.
const noToasts: Toast[] = [];
let toasts = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Shows a notice until the visitor dismisses it: a notice that went away by itself would be a time
 * limit on reading it (WCAG 2.2.1, Timing Adjustable). The same message again replaces the old one.
 */
export function showToast(message: string, tone: Toast['tone'] = 'info'): number {
  const id = nextId++;
  toasts = [...toasts.filter((toast) => toast.message !== message), { id, message, tone }];
  emit();
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
