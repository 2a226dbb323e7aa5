/** One entry of the tag manager's data layer. */
export type DataLayerEntry = Record<string, unknown>;

/**
 * Holds analytics events until the consent library is ready (SPEC.md §4), then hands them on
 * in the order they were tracked; from then on every event goes straight through.
 */
export class ConsentQueue {
  private waiting: DataLayerEntry[] = [];
  private released = false;

  constructor(private readonly deliver: (entry: DataLayerEntry) => void) {}

  push(entry: DataLayerEntry): void {
    if (this.released) this.deliver(entry);
    else this.waiting.push(entry);
  }

  /** Called once consent is ready; later calls do nothing. */
  release(): void {
    if (this.released) return;
    this.released = true;
    const waiting = this.waiting;
    this.waiting = [];
    waiting.forEach(this.deliver);
  }

  get isReleased(): boolean {
    return this.released;
  }

  /** How many events wait for consent. */
  get pending(): number {
    return this.waiting.length;
  }
}
