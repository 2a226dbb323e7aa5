// Types of edge.mjs for the browser test that starts the edge (apps/web/e2e/edge-cache.spec.ts).
export interface Edge {
  url: string;
  httpsUrl: string | null;
  dir: string;
  accessLog: string;
  pid: number;
  takeOut(ports: number[]): Promise<void>;
  stop(): void;
}
export const originFailTimeoutSeconds: number;
export function nginxBinary(): string;
export function startEdge(options: {
  originPorts: number[];
  httpPort: number;
  httpsPort?: number;
  redirectPort?: number;
}): Promise<Edge>;
