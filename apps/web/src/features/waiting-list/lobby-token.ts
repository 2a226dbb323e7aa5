/**
 * The lobby token, kept for this tab's session once read from the address, so that it leaves
 * the address bar (and with it analytics page views, referrers and shared links) while a reload
 * or a language switch still finds it.
 */
const storageKey = 'acq.lobby.token';

export function rememberLobbyToken(storage: Storage, token: string): void {
  try {
    storage.setItem(storageKey, token);
  } catch {
    // Storage may be full or blocked; the page still works until it is left.
  }
}

export function rememberedLobbyToken(storage: Storage): string | null {
  try {
    return storage.getItem(storageKey);
  } catch {
    return null;
  }
}
