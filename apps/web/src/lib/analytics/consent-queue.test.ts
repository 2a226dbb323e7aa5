import { describe, expect, it } from 'vitest';
import { ConsentQueue, type DataLayerEntry } from './consent-queue';

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
