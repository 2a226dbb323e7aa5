import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressedFiles } from '../web/build/precompressed-files.ts';

// The manifest lets `pnpm bench:bundle` count the floor's first load as it counts the web app's;
// the client's files are compressed at the build as the web app's are (server.js serves them).
export default defineConfig({ plugins: [reactRouter(), precompressedFiles()], build: { manifest: true } });
