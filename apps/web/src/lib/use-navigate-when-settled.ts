import { useRef } from 'react';
import { useNavigate, type RouterState } from 'react-router';
import { useDataRouter } from './router-internals';

/** A form is being sent through the router, or its answer's reload is still under way. */
const sending = (state: RouterState) => [...state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle');

/**
 * Navigates once no form is being sent through the router. With lazy route discovery, a
 * navigation to a page the router has not met waits for that page's routes; a form's answer
 * arriving meanwhile would end the navigation on the old page's routes (React Router 8.5), or
 * never settle. So a navigation the visitor starts while an answer is on its way (the language
 * switch during the account's activation) goes once the answer is in. The router's own state is
 * asked at the moment of the switch, not the last rendered one: a form sent a moment before
 * (the activation page sends its form as it hydrates) is in the router before React has
 * rendered it, the more so on a slow phone.
 */
export function useNavigateWhenSettled(): (to: string) => void {
  const navigate = useNavigate();
  const router = useDataRouter();
  // Where to go once the forms have settled: the visitor's latest choice, one navigation.
  const waiting = useRef<string | null>(null);

  return (to) => {
    if (!router || !sending(router.state)) return void navigate(to);
    const subscribed = waiting.current !== null;
    waiting.current = to;
    if (subscribed) return;
    const stop = router.subscribe((state) => {
      if (sending(state)) return;
      stop();
      const target = waiting.current!;
      waiting.current = null;
      // Not from inside the router's own update.
      setTimeout(() => void navigate(target));
    });
  };
}
