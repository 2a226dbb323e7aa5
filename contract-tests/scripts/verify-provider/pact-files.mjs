// The pact files to verify when there is no broker.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { env, fail } from './settings.mjs';

/**
 * The pacts inside the bundled file (`embeddedPacts`, written to a temporary folder), else those
 * in PACT_DIR, else in ../pacts beside the script at `scriptUrl`, else in ./pacts.
 */
export function pactFiles(embeddedPacts, scriptUrl) {
  if (embeddedPacts && !env.PACT_DIR) {
    const dir = mkdtempSync(path.join(tmpdir(), 'acquisition-pacts-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    return embeddedPacts.map((pact) => {
      const file = path.join(dir, `${pact.consumer.name}-${pact.provider.name}.json`);
      writeFileSync(file, JSON.stringify(pact));
      return file;
    });
  }
  const beside = path.resolve(path.dirname(fileURLToPath(scriptUrl)), '../pacts');
  const dir = path.resolve(env.PACT_DIR ?? (existsSync(beside) ? beside : 'pacts'));
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
  if (files.length === 0) fail(`No pact files (*.json) in ${dir}. Set PACT_DIR.`);
  return files.map((file) => path.join(dir, file));
}
