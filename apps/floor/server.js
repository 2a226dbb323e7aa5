// The floor's server: React Router's own (`react-router-serve`, @react-router/serve's cli.js: the
// compression middleware, the client's files, the router's request handler), except that the
// client's files go out as the web app's server sends them, brotli-compressed at the build
// (apps/web/server/main.ts, apps/web/build/precompressed-files.ts): the floor and the app then
// differ in their code, not in how their bytes are compressed.
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createRequestHandler } from '@react-router/express';

process.env.NODE_ENV ??= 'production';
const build = await import('./dist/server/index.js');
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(
  '/assets',
  expressStaticGzip('dist/client/assets', {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y' },
  }),
);
app.use(express.static('dist/client'));
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
app.listen(port, host, () => console.log(`The floor at http://${host}:${port}/`));
