import path from 'node:path';
import { freePort, start, waitForUrl } from './processes';

export interface Stack {
  webOrigin: string;
  mockOrigin: string;
  stop(): Promise<void>;
}

/**
 * The app as `pnpm start` runs it, on free ports of its own: the mock backend (its state is one
 * per process, so each engine gets a stack of its own and the engines can run side by side)
 * and the production server of the build in `distDir`, as the browser tests start them
 * (apps/web/playwright.config.ts). Their output goes to `logDir`.
 */
export async function startStack(webDir: string, distDir: string, logDir: string): Promise<Stack> {
  const mockPort = await freePort();
  const webPort = await freePort();
  const mockOrigin = `http://127.0.0.1:${mockPort}`;
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const mock = start('mock backend', 'pnpm', ['--filter', '@acq/mock-server', 'start'], {
    cwd: webDir,
    env: { MOCK_PORT: String(mockPort), MOCK_PUBLIC_SITE_URL: webOrigin }, // its mails link to this server
    logFile: path.join(logDir, 'mock-backend.log'),
  });
  const web = start('production server', process.execPath, [path.join(distDir, 'server', 'index.js')], {
    cwd: webDir,
    env: {
      NODE_ENV: 'production',
      WEB_PORT: String(webPort),
      MOCK_PORT: String(mockPort),
      ACQ_COOKIE_SECRET: 'engines-cookie-secret', // a configured secret, as in production
    },
    logFile: path.join(logDir, 'production-server.log'),
  });
  const stop = async () => {
    await Promise.all([web.stop(), mock.stop()]);
  };
  try {
    await Promise.all([
      waitForUrl(`${mockOrigin}/api/features/sdk-acquisition-dev`, mock, 60_000),
      waitForUrl(`${webOrigin}/acquisition/defaults.json`, web, 60_000),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { webOrigin, mockOrigin, stop };
}
