/** Where the visitor's anonymous id lives: the experiments' hash attribute, stable across visits. */
export const anonymousIdKey = 'acqAnonymousId';

/** The stored anonymous id, created on first use. Without storage the id lasts for the page view. */
export function anonymousId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const stored = storage?.getItem(anonymousIdKey);
    if (stored) return stored;
    const created = crypto.randomUUID();
    storage?.setItem(anonymousIdKey, created);
    return created;
  } catch {
    return crypto.randomUUID(); // storage blocked (privacy mode, sandboxed frame)
  }
}
