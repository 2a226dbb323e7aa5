import { useRef, useState, type FormEvent } from 'react';
import { afterNextPaint } from '@/lib/when-idle';

/**
 * A form's submit that answers the tap at once: the tap shows "Sending…" (`checking`) in its own
 * frame, and the values are checked and sent in a task after it (checked inside the tap, zod's
 * first parse and the router's fetch took ~100 ms of it at 13.4×). One submit at a time: two clicks
 * in the same task, before the button can show it is busy, send once.
 */
export function useSubmitAfterPaint(send: () => Promise<void>, onStart: () => void, onNoAnswer: () => void) {
  const busy = useRef(false);
  const [checking, setChecking] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    onStart();
    setChecking(true);
    // Without the event, over by then: the form posts to its route's action, as its `<Form>` would.
    afterNextPaint(() => {
      send()
        .catch(onNoAnswer)
        .finally(() => {
          busy.current = false;
          setChecking(false);
        });
    });
  }
  return { submit, checking };
}
