import { useEffect } from 'react';

/** Where the localised 404 page itself fails (its code cannot load): the server's static 404 page. */
export const staticNotFoundPath = '/acquisition/error/404';

export function HardNotFoundFallback() {
  useEffect(() => {
    window.location.replace(staticNotFoundPath);
  }, []);
  return null;
}
