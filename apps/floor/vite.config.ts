import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The manifest lets `pnpm bench:bundle` count the floor's first load as it counts the web app's.
export default defineConfig({ plugins: [reactRouter()], build: { manifest: true } });
