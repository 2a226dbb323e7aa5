#!/usr/bin/env node
// `pnpm start:edge`: the production set-up in small, on this machine: the caching edge (nginx,
// edge/nginx.conf.template) in front of two instances of the production server, with the mock
// backend. Ctrl-C stops everything.
//
//   http://127.0.0.1:8080/   the edge over plain http
//   https://127.0.0.1:8443/  the edge over TLS (self-signed certificate), as production
//   http://127.0.0.1:8081/   redirects to the TLS port
//
// Ports: EDGE_HTTP_PORT, EDGE_HTTPS_PORT, EDGE_REDIRECT_PORT, EDGE_ORIGIN_PORTS (two, comma-separated), MOCK_PORT.
import { startEdge } from './edge.mjs';
import { startMock, startWeb, trackProcessGroup } from './bench-servers.mjs';

const env = process.env;
const httpPort = Number(env.EDGE_HTTP_PORT ?? 8080);
const httpsPort = Number(env.EDGE_HTTPS_PORT ?? 8443);
const redirectPort = Number(env.EDGE_REDIRECT_PORT ?? 8081);
const originPorts = (env.EDGE_ORIGIN_PORTS ?? '4181,4182').split(',').map(Number);
const mockPort = Number(env.MOCK_PORT ?? 4000);

await startMock({ mockPort, siteUrl: `https://127.0.0.1:${httpsPort}` });
await Promise.all(originPorts.map((webPort) => startWeb({ webPort, mockPort })));
const edge = await startEdge({ originPorts, httpPort, httpsPort, redirectPort });
trackProcessGroup(edge.pid);

console.log(
  `The edge answers on ${edge.url} and ${edge.httpsUrl} (self-signed), http://127.0.0.1:${redirectPort}/ redirects.`,
);
console.log(
  `Origins: ${originPorts.map((port) => `http://127.0.0.1:${port}/`).join(', ')}; mock backend on ${mockPort}.`,
);
console.log(`Try ${edge.url}?rc=VALID-CODE twice: the second answer has X-Cache: HIT. Logs and cache: ${edge.dir}`);
console.log('Ctrl-C stops everything.');
await new Promise(() => {}); // until Ctrl-C: the exit handler stops every process group
