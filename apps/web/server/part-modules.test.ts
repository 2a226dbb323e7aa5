import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { partModulesOf } from './part-modules';

function clientBuild(manifest: object) {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

it('names the registration form’s chunk and every chunk it imports, each once', () => {
  const dir = clientBuild({
    'src/features/registration/components/registration-form.tsx': {
      file: 'assets/registration-form-1.js',
      imports: ['_form-library.js', '_rolldown-runtime.js'],
    },
    '_form-library.js': { file: 'assets/form-library-2.js', imports: ['_rolldown-runtime.js'] },
    '_rolldown-runtime.js': { file: 'assets/rolldown-runtime-3.js' },
  });
  expect(partModulesOf(dir)).toEqual([
    {
      selector: 'form.registration-form',
      hrefs: ['/assets/registration-form-1.js', '/assets/form-library-2.js', '/assets/rolldown-runtime-3.js'],
    },
  ]);
});

it('names none without a client build (development), and fails to start with a build that lacks the form', () => {
  expect(partModulesOf(mkdtempSync(path.join(tmpdir(), 'no-build-')))).toEqual([]);
  expect(() => partModulesOf(clientBuild({}))).toThrow(/registration-form\.tsx is not in the client build/);
});
