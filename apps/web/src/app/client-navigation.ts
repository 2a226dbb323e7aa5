import type { ClientNavigation } from '@/lib/experiments/experiments-provider';

type Navigate = (path: string) => void | Promise<void>;

let navigate: Navigate | null = null;
const listeners = new Set<(href: string) => void>();

/**
 * The router's navigation for the parts that live above it (experiments): `NavigationBridge`,
 * inside the router, registers its navigate function and reports every location change here.
 */
export const clientNavigation: ClientNavigation = {
  navigate: async (path) => {
    if (navigate) await navigate(path);
    else window.location.replace(path);
  },
  subscribe: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function registerNavigate(next: Navigate | null): void {
  navigate = next;
}

export function reportLocation(href: string): void {
  listeners.forEach((listener) => listener(href));
}
