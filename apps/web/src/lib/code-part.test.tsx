import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it, vi } from 'vitest';
import { codePart, loadShownParts } from './code-part';

const part = () => <p>the part</p>;

it('fetches a part the page shows before hydration, so that it renders at once, without its fallback', async () => {
  document.body.innerHTML = '<form class="shown-part"></form>';
  const importer = vi.fn(async () => ({ Part: part }));
  const { useCode } = codePart('form.shown-part', importer);
  await loadShownParts();
  function Shown() {
    const { Part } = useCode();
    return <Part />;
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <Shown />
    </Suspense>,
  );
  expect(screen.getByText('the part')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(1);
});

it('leaves a part the page does not show unfetched until it is shown, then suspends until its code is there', async () => {
  document.body.innerHTML = '';
  let arrive: (code: { Part: typeof part }) => void = () => {};
  const importer = vi.fn(() => new Promise<{ Part: typeof part }>((resolve) => (arrive = resolve)));
  const { useCode } = codePart('form.later-part', importer);
  await loadShownParts();
  expect(importer).not.toHaveBeenCalled();
  function Later() {
    const { Part } = useCode();
    return <Part />;
  }
  // Rendered in an async act: React retries a suspended render only inside one.
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Later />
      </Suspense>,
    );
  });
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => {
    arrive({ Part: part });
    await new Promise((settled) => setTimeout(settled)); // the code's promise, then React's retry
  });
  expect(await screen.findByText('the part')).toBeInTheDocument();
});
