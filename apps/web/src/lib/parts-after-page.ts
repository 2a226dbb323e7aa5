/**
 * The parts of the server's page that hydrate after it (registered by `lib/code-part.ts`), which
 * the page waits for before it counts as hydrated. A module of its own: a page without such a part
 * does not load the parts' code.
 */
const parts: (() => Promise<void>)[] = [];

export function hydrateAfterPage(part: () => Promise<void>): void {
  parts.push(part);
}

/**
 * Called once the page has hydrated: fetches the code of every part the server's page shows and
 * settles when each has hydrated (the forms in them have taken what was typed before), or could
 * not (its code failed to arrive: rendering the part throws that to the page's error boundary).
 */
export async function loadShownParts(): Promise<void> {
  await Promise.all(parts.map((part) => part()));
}
