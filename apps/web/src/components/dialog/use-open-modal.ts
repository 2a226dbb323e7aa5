import { useEffect, type RefObject } from 'react';

/**
 * Opens a <dialog> as a modal once it is mounted. Browsers without showModal (older Safari,
 * jsdom) get a plain open dialog rather than none.
 */
export function useOpenModal(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, [dialog]);
}
