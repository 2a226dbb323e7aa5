import { useEffect, useRef, type ChangeEvent } from 'react';
import { takeTypedBeforeHydration } from '@/lib/typed-before-hydration';
import type { ValueKeeper } from './kept-values';

/**
 * A text field of a one-field form keeps what was typed as the forms of several fields do
 * (`useAppForm`): for the tab, so that a reload or a language switch finds it, and from before
 * hydration. The field stays uncontrolled: the server renders its starting value, hydration leaves
 * it, and the kept or early value replaces it once the page runs.
 */
export function useKeptField(
  keeper: ValueKeeper<Record<string, string>>,
  name: string,
  // False where the page starts with what a post without scripts sent, which wins over the kept.
  { keptOverStart = true } = {},
) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = takeTypedBeforeHydration([name])?.[name];
    const kept = keptOverStart ? keeper.read()?.[name] : undefined;
    const value = typeof typed === 'string' ? typed : kept;
    if (ref.current && typeof value === 'string') ref.current.value = value;
    if (typeof typed === 'string') keeper.write({ [name]: typed });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration
  return {
    ref,
    name,
    onChange: (event: ChangeEvent<HTMLInputElement>) => keeper.write({ [name]: event.currentTarget.value }),
  };
}
