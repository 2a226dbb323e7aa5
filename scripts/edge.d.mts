// Types of edge.mjs for the TypeScript tests that start nginx (apps/web/e2e/edge-cache.spec.ts,
// apps/web/server/edge-language.test.ts).
import type { ChildProcess } from 'node:child_process';

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
export function runNginx(dir: string, configFile: string, readyUrl: URL): Promise<ChildProcess>;
export function stopNginx(nginx: ChildProcess): void;
export function freePort(): Promise<number>;
