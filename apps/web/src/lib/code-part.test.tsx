import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it, vi } from 'vitest';
import { codePart } from './code-part';
import { loadShownParts } from './parts-after-page';
import { takeTypedBeforeHydration } from './typed-before-hydration';

const part = () => <p>the part</p>;

it('holds a part the page shows until the page releases it, then renders it and settles once it has mounted', async () => {
  document.body.innerHTML = '<form class="shown-part"><input name="early" value=""></form>';
  const importer = vi.fn(async () => ({ Part: part }));
  const { useCode } = codePart('form.shown-part', importer);
  function Shown() {
    const { Part } = useCode();
    return <Part />;
  }
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Shown />
      </Suspense>,
    );
  });
  // Rendering it fetches nothing: the page hydrates first.
  expect(importer).not.toHaveBeenCalled();
  // Typed into the server's markup after the page hydrated: noted for the part's form when its code arrives.
  document.querySelector<HTMLInputElement>('input[name=early]')!.value = 'typed meanwhile';
  let settled = false;
  await act(async () => {
    void loadShownParts().then(() => (settled = true));
    await new Promise((arrived) => setTimeout(arrived));
  });
  expect(importer).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('the part')).toBeInTheDocument();
  await act(async () => {}); // its effect marks it mounted
  expect(settled).toBe(true);
  expect(takeTypedBeforeHydration(['early'])).toEqual({ early: 'typed meanwhile' });
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
