import { memo, Suspense, type ComponentType } from 'react';

/**
 * A section of a server-rendered page that needs nothing from the page around it (no props): it
 * hydrates on its own and re-renders only when what it reads itself changes.
 * - Its own Suspense boundary: React commits the page without it and hydrates it afterwards in
 *   slices of its own, so a tap while the page hydrates makes React finish at once only the page's
 *   frame, not every section of it. Nothing in it suspends: the server renders it whole and no
 *   fallback ever shows.
 * - A memo of a component with no props: the page's renders after hydration (its hydrated
 *   switches, the router's route updates) pass it by.
 */
export const HydratesApart = memo(function HydratesApart({ part: Part }: { part: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
});
