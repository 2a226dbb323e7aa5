import { useEffect, useRef } from 'react';
import { useFetchers, useNavigate } from 'react-router';

/**
 * Navigates once no form is being sent through the router. With lazy route discovery, a
 * navigation to a page the router has not met waits for that page's routes; a form's answer
 * arriving meanwhile would end the navigation on the old page's routes (React Router 8.5), or
 * never settle. So a navigation the visitor starts while an answer is on its way (the language
 * switch during the account's activation) goes once the answer is in.
 */
export function useNavigateWhenSettled(): (to: string) => void {
  const navigate = useNavigate();
  const sending = useFetchers().some((fetcher) => fetcher.state !== 'idle');
  const waiting = useRef<string | null>(null);

  useEffect(() => {
    const to = waiting.current;
    if (to === null || sending) return;
    waiting.current = null;
    void navigate(to);
  }, [sending, navigate]);

  return (to) => {
    if (sending) waiting.current = to;
    else void navigate(to);
  };
}
