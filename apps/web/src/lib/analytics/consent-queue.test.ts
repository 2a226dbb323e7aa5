import { describe, expect, it } from 'vitest';
import { ConsentQueue, queueStorageKey, type DataLayerEntry } from './consent-queue';

function queueWithSink() {
  const delivered: DataLayerEntry[] = [];
  return { queue: new ConsentQueue((entry) => delivered.push(entry)), delivered };
}

describe('ConsentQueue', () => {
  it('holds events until consent is ready, then delivers them in the order they were tracked', () => {
    const { queue, delivered } = queueWithSink();
    queue.push({ event: 'submit_email' });
    queue.push({ event: 'join_waitlist' });
    expect(delivered).toEqual([]);
    expect(queue.pending).toBe(2);

    queue.release();
    expect(delivered).toEqual([{ event: 'submit_email' }, { event: 'join_waitlist' }]);
    expect(queue.pending).toBe(0);
  });

  it('passes events straight through once released, and delivers nothing twice', () => {
    const { queue, delivered } = queueWithSink();
    queue.push({ event: 'submit_email' });
    queue.release();
    queue.push({ event: 'subscribe_newsletter' });
    queue.release();
    expect(delivered).toEqual([{ event: 'submit_email' }, { event: 'subscribe_newsletter' }]);
    expect(queue.isReleased).toBe(true);
  });
});

describe('ConsentQueue kept in session storage', () => {
  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  }

  it('hands events of a page without consent to the next page that has it, in order, once', () => {
    const storage = memoryStorage();
    const activationPage = queueWithSink();
    activationPage.queue.push({ event: 'assign_experiment' });
    activationPage.queue.keepIn(storage);
    activationPage.queue.push({ event: 'error_registration_activation_failed' });
    expect(activationPage.delivered).toEqual([]); // no consent on this page

    const nextPage = queueWithSink();
    nextPage.queue.push({ event: 'submit_email' }); // tracked before the page took the queue over
    nextPage.queue.keepIn(storage);
    expect(nextPage.queue.pending).toBe(3);
    nextPage.queue.release();
    expect(nextPage.delivered).toEqual([
      { event: 'assign_experiment' },
      { event: 'error_registration_activation_failed' },
      { event: 'submit_email' },
    ]);

    const pageAfter = queueWithSink();
    pageAfter.queue.keepIn(storage);
    pageAfter.queue.release();
    expect(pageAfter.delivered).toEqual([]); // nothing is delivered twice
  });

  it('keeps working in memory when storage is blocked or holds something else', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const { queue, delivered } = queueWithSink();
    queue.keepIn(blocked);
    queue.push({ event: 'submit_email' });
    queue.release();
    expect(delivered).toEqual([{ event: 'submit_email' }]);

    const storage = memoryStorage();
    storage.setItem(queueStorageKey, '{"not":"a list"}');
    const other = queueWithSink();
    other.queue.keepIn(storage);
    expect(other.queue.pending).toBe(0);
  });

  it('keeps at most the 100 newest waiting events', () => {
    const storage = memoryStorage();
    const { queue } = queueWithSink();
    queue.keepIn(storage);
    for (let index = 0; index < 150; index += 1) queue.push({ event: 'submit_email', index });
    const next = queueWithSink();
    next.queue.keepIn(storage);
    next.queue.release();
    expect(next.delivered).toHaveLength(100);
    expect(next.delivered[0]).toEqual({ event: 'submit_email', index: 50 });
  });
});
