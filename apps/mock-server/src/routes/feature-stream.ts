import { statSync } from 'node:fs';
import { featuresFile, mockFeaturesClientKey } from './features-route';

const checkEveryMs = 2000;
const streamLifetimeMs = 10 * 60 * 1000; // browsers reconnect on their own
const openStreams = new Set<() => void>();
let closesOnShutdown = false;

function modifiedAt(): number {
  try {
    return statSync(featuresFile).mtimeMs;
  } catch {
    return 0;
  }
}

/** Open streams would keep the server from shutting down: end them on Ctrl-C / SIGTERM. */
function closeStreamsOnShutdown() {
  if (closesOnShutdown) return;
  closesOnShutdown = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => openStreams.forEach((end) => end()));
}

/**
 * GET /sub/{clientKey}: GrowthBook's server-sent event stream. The mock sends `features-updated`
 * whenever data/features.json changes, and the SDK fetches the payload again: edits to the file
 * show in an open page without a reload.
 */
function featureStream(request: Request): Response {
  closeStreamsOnShutdown();
  const encoder = new TextEncoder();
  let end = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let lastModified = modifiedAt();
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const timer = setInterval(() => {
        const modified = modifiedAt();
        if (modified !== lastModified) {
          lastModified = modified;
          send('event: features-updated\ndata: {}\n\n');
        } else send(': keep-alive\n\n');
      }, checkEveryMs);
      const lifetime = setTimeout(() => end(), streamLifetimeMs);
      end = () => {
        clearInterval(timer);
        clearTimeout(lifetime);
        openStreams.delete(end);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      openStreams.add(end);
      request.signal.addEventListener('abort', () => end());
      send('retry: 5000\n: connected\n\n');
    },
    cancel: () => end(),
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' },
  });
}

export const featureStreamRoutes = { [`GET /sub/${mockFeaturesClientKey}`]: featureStream };
