import { useRef, useState, type FormEvent } from 'react';
import { afterNextPaint } from '@/lib/when-idle';

/**
 * A form's submit that answers the tap at once: the tap shows "Sending…" (`checking`) in its own
 * frame, and the values are checked and sent in a task after it (inside the tap, zod's first parse
 * and the router's fetch took ~100 ms of it at 13.4×). One submit at a time: two clicks in the same
 * task, before the button can show it is busy, send once. `onNoAnswer` hears a send that failed.
 */
export function useSubmitAfterPaint(
  send: (form: HTMLFormElement) => Promise<unknown>,
  { onStart = () => {}, onNoAnswer = () => {} }: { onStart?: () => void; onNoAnswer?: () => void } = {},
) {
  const busy = useRef(false);
  const [checking, setChecking] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    onStart();
    setChecking(true);
    const form = event.currentTarget;
    afterNextPaint(() => {
      send(form)
        .catch(onNoAnswer)
        .finally(() => {
          busy.current = false;
          setChecking(false);
        });
    });
  }
  return { submit, checking };
}
