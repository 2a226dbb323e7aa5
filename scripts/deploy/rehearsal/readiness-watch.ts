// When /healthz first answers 503: asked every 20 ms from just before SIGTERM on (the kubelet asks
// only every periodSeconds; this measures the server, not the probe's period). The time is the
// answer's arrival, ms since `start`: an upper bound of when the server turned.
export async function watchFirst503(base: string, start: number, giveUpMs = 5000): Promise<number | null> {
  const began = performance.now();
  while (performance.now() - began < giveUpMs) {
    try {
      const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 503) return performance.now() - start;
    } catch {
      return null; // no answer at all: the port closed before it ever said 503
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}
