/** One entry of the tag manager's data layer. */
export type DataLayerEntry = Record<string, unknown>;

/** Where waiting events outlive the page: the tab's session storage in the browser. */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const queueStorageKey = 'acq:analytics-queue';

/**
 * The cookie by which the server hands the browser the events of a form the browser posted itself
 * (`carried-events.ts`); named here, where the browser's start-up looks for it without the cookie code.
 */
export const carriedEventsCookieName = 'acq_carried_events';

// A tab that never reaches a page with consent must not let the queue grow without end.
const maxWaitingEntries = 100;

function storedEntries(storage: QueueStorage): DataLayerEntry[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(queueStorageKey) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((entry): entry is DataLayerEntry => typeof entry === 'object' && entry !== null)
      : [];
  } catch {
    return []; // storage blocked or the value corrupt: nothing to restore
  }
}

/**
 * Holds analytics events until the consent library is ready (docs/product.md §4), then hands them on
 * in the order they were tracked; from then on every event goes straight through. Kept in the
 * tab's session storage (`keepIn`), the waiting events survive page loads: events tracked on a
 * page without consent (the activation pages) reach the data layer on the next page that has it.
 */
export class ConsentQueue {
  private waiting: DataLayerEntry[] = [];
  private released = false;
  private storage: QueueStorage | null = null;

  constructor(private readonly deliver: (entry: DataLayerEntry) => void) {}

  /** Takes over what earlier pages of the session left waiting, and keeps what waits from now on. */
  keepIn(storage: QueueStorage): void {
    this.storage = storage;
    this.waiting = [...storedEntries(storage), ...this.waiting].slice(-maxWaitingEntries);
    if (this.released) this.flush();
    else this.save();
  }

  push(entry: DataLayerEntry): void {
    if (this.released) return this.deliver(entry);
    this.waiting = [...this.waiting, entry].slice(-maxWaitingEntries);
    this.save();
  }

  /** Called once consent is ready; later calls do nothing. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.flush();
  }

  private flush(): void {
    const waiting = this.waiting;
    this.waiting = [];
    this.save();
    waiting.forEach(this.deliver);
  }

  get isReleased(): boolean {
    return this.released;
  }

  /** How many events wait for consent. */
  get pending(): number {
    return this.waiting.length;
  }

  private save(): void {
    if (!this.storage) return;
    try {
      if (this.waiting.length === 0) this.storage.removeItem(queueStorageKey);
      else this.storage.setItem(queueStorageKey, JSON.stringify(this.waiting));
    } catch {
      // Storage full or blocked: the events still wait in memory for this page.
    }
  }
}
