import { describe, expect, it } from 'vitest';
import { interactionsOf, unreported } from './interactions.mjs';

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
const tapOf = (id: number, at: number, duration: number, click = true) => [
  entry('pointerdown', id, at, duration),
  entry('pointerup', id, at, duration),
  ...(click ? [entry('click', id, at + 50, duration)] : []),
];
const unreportedOf = (documents: ReturnType<typeof documentOf>[]) => {
  const interactions: { startTime: number }[] = interactionsOf(documents);
  return interactions
    .filter((interaction) => unreported(interaction, interactions, documents))
    .map(({ startTime }) => startTime);
};

describe('a tap that left the page', () => {
  it('is unreported when the page it left got no entry for its click', () => {
    expect(unreportedOf([documentOf(...tapOf(1, 100, 80), ...tapOf(2, 500, 32, false)), documentOf()])).toEqual([500]);
  });

  it('is whole when its click was reported before the page went', () => {
    expect(unreportedOf([documentOf(...tapOf(1, 100, 80)), documentOf()])).toEqual([]);
  });

  it('is not judged on the page still shown, whose next frame may yet come', () => {
    expect(unreportedOf([documentOf(...tapOf(1, 100, 32, false))])).toEqual([]);
  });
});
