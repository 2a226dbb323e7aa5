import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { registrationFormSelector } from '../src/features/registration/components/registration-form-selector';
import type { PartModules } from '../src/lib/server/scripts-after-first-paint.server';

// The parts of a page whose code loads where the page shows them (lib/code-part.ts), by the source
// of the module their dynamic import loads.
const parts = [
  { selector: registrationFormSelector, module: 'src/features/registration/components/registration-form.tsx' },
];

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Reads from the client build's Vite manifest the chunks of each part: its module's and those it
 * imports, as the dynamic import would fetch them. A page the server renders with the part names
 * them for the browser to fetch once the page's own modules have started (none in development).
 */
export function partModulesOf(clientDir: string): PartModules[] {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return parts.map(({ selector, module }) => ({ selector, hrefs: chunksOf(manifest, module) }));
}

function chunksOf(manifest: Manifest, module: string): string[] {
  const hrefs = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
    if (hrefs.has(`/${chunk.file}`)) return;
    hrefs.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...hrefs];
}
