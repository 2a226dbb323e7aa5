type Route = (request: Request, url: URL) => Response | Promise<Response>;

const maxItems = 200;
const maxBodyBytes = 1024 * 1024; // twice the app's 512 KiB payload limit

/**
 * Stands in for the error-reporting service (Rollbar's item API): `POST /dev/error-reports`
 * stores each item as received, `GET /dev/error-reports` lists them oldest first, so tests can
 * check what the app sends. `clear()` belongs to /dev/reset.
 */
export function createErrorReportSink() {
  let items: unknown[] = [];

  const routes: Record<string, Route> = {
    'POST /dev/error-reports': async (request) => {
      const body = await request.text();
      if (body.length > maxBodyBytes) return Response.json({ err: 1, message: 'Payload too large' }, { status: 413 });
      let item: unknown;
      try {
        item = JSON.parse(body);
      } catch {
        return Response.json({ err: 1, message: 'Send the item as JSON.' }, { status: 400 });
      }
      items = [...items, item].slice(-maxItems);
      // Rollbar's answer: the app's reporter reads `err` and `result.uuid`.
      return Response.json({ err: 0, result: { uuid: crypto.randomUUID() } });
    },
    'GET /dev/error-reports': () => Response.json(items),
  };

  return {
    routes,
    clear: () => {
      items = [];
    },
  };
}
