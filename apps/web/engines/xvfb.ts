import path from 'node:path';
import { start, type Started } from './processes';

/**
 * An X server of its own for MiniBrowser, which has no headless mode. Xvfb picks a free display
 * itself (`-displayfd`: it writes the number once it listens), so runs side by side do not race
 * for one, and nothing is left behind (xvfb-run's authority files stay in /tmp when it is
 * stopped from outside). Local connections only, no authority file: no xauth needed.
 */
export async function startXvfb(workDir: string): Promise<{ display: string; xvfb: Started }> {
  const xvfb = start('Xvfb', 'Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    logFile: path.join(workDir, 'xvfb.log'),
  });
  let written = '';
  const display = await Promise.race([
    new Promise<string>((resolve) =>
      xvfb.output.on('data', (chunk: Buffer) => {
        written += chunk.toString();
        if (written.includes('\n')) resolve(`:${written.trim()}`);
      }),
    ),
    xvfb.exited.then((how) => Promise.reject(new Error(`${how} before it had a display`))),
  ]);
  return { display, xvfb };
}
