/**
 * The mock backend answers browsers only from local origins: any port of 127.0.0.1 or localhost,
 * plus the origins listed in MOCK_ALLOWED_ORIGINS (comma-separated).
 */
export function createOriginCheck(extraOrigins: readonly string[] = []): (origin: string) => boolean {
  const extra = new Set(extraOrigins);
  return (origin) => {
    if (extra.has(origin)) return true;
    try {
      const url = new URL(origin);
      return (
        url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.origin === origin
      );
    } catch {
      return false;
    }
  };
}
