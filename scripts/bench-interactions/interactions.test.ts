import { describe, expect, it } from 'vitest';
import { interactionsOf, unreportedTap } from './interactions.mjs';

const entry = (name: string, interactionId: number, startTime: number, duration: number) => ({
  name,
  interactionId,
  startTime,
  processingStart: startTime + 10,
  processingEnd: startTime + 12,
  duration,
  target: 'a.button',
});
const documentOf = (...events: ReturnType<typeof entry>[]) => ({ url: '/', interactionCount: 1, events, frames: [] });

describe('a tap that left the page', () => {
  it('is unreported when the page it left got no entry for its click', () => {
    const documents = [documentOf(entry('pointerdown', 1, 100, 32), entry('pointerup', 1, 100, 32)), documentOf()];
    expect(unreportedTap(documents, interactionsOf(documents))?.events).toBe('pointerdown/pointerup');
  });

  it('is whole when its click was reported before the page went', () => {
    const tap = [entry('pointerdown', 1, 100, 80), entry('pointerup', 1, 100, 80), entry('click', 1, 150, 80)];
    const documents = [documentOf(...tap), documentOf()];
    expect(unreportedTap(documents, interactionsOf(documents))).toBeUndefined();
  });

  it('is not judged on the page still shown, whose next frame may yet come', () => {
    const documents = [documentOf(entry('pointerdown', 1, 100, 32), entry('pointerup', 1, 100, 32))];
    expect(unreportedTap(documents, interactionsOf(documents))).toBeUndefined();
  });
});
