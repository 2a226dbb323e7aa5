#!/usr/bin/env node
// `pnpm contract:bundle`: the backend teams' verifier as one file with the pacts inside
// (dist/verify-acquisition-contracts.mjs), which CI publishes as an artefact: a backend team needs
// that file, Node and npx, and nothing of this repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const pactsDir = path.join(here, '../pacts');
const target = path.join(here, '../dist/verify-acquisition-contracts.mjs');
const placeholder = 'const embeddedPacts = null;';

const pacts = readdirSync(pactsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(pactsDir, file), 'utf8')));
if (pacts.length === 0) throw new Error(`No pacts in ${pactsDir}: run the contract tests first.`);
const source = inlineModules(path.join(here, 'verify-provider.mjs'));
if (!source.includes(placeholder)) throw new Error(`verify-provider.mjs lacks \`${placeholder}\``);

mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, source.replace(placeholder, `const embeddedPacts = ${JSON.stringify(pacts)};`));
// Two modules declaring the same top-level name would only fail on a backend team's machine.
execFileSync(process.execPath, ['--check', target]);
const interactions = pacts.reduce((sum, pact) => sum + pact.interactions.length, 0);
console.log(`${path.relative(process.cwd(), target)}: the verifier with ${interactions} interactions inside`);

/**
 * The verifier with the modules it imports (verify-provider/) written into it: the entry's opening
 * comment, then the imports of Node's and packages' modules, merged, then each module's code after
 * the modules it imports, `export` dropped. Its modules import with `import … from '…';` only.
 */
function inlineModules(entry) {
  const packageImports = new Map(); // specifier -> { defaultName, names }
  const bodies = new Map(); // file -> code without imports, in the order it must run
  const collect = (file) => {
    if (bodies.has(file)) return;
    bodies.set(file, null); // taken, before its imports: an import cycle ends here
    const code = readFileSync(file, 'utf8').replace(/^import (.+?) from '([^']+)';\n/gms, (_, clause, specifier) => {
      if (specifier.startsWith('.')) collect(path.resolve(path.dirname(file), specifier));
      else mergeImport(packageImports, clause, specifier);
      return '';
    });
    bodies.delete(file); // re-inserted after the modules it imports
    bodies.set(file, code.replace(/^export (?=(?:async )?function |const |let |class )/gm, ''));
  };
  collect(entry);
  const entryCode = bodies.get(entry);
  bodies.delete(entry);
  const [opening] = /^(?:(?:#!|\/\/).*\n)*/.exec(entryCode);
  const imports = [...packageImports].map(([specifier, { defaultName, names }]) => {
    const named = names.size > 0 ? `{ ${[...names].join(', ')} }` : '';
    return `import ${[defaultName, named].filter(Boolean).join(', ')} from '${specifier}';\n`;
  });
  const code = [...bodies.values(), entryCode.slice(opening.length)].map((body) => body.replace(/^\n+/, ''));
  const bundle = `${opening}${imports.join('')}\n${code.join('\n')}`;
  if (/^export /m.test(bundle)) throw new Error('verify-provider: an `export` form the bundle does not inline');
  return bundle;
}

/** Adds `import <clause> from '<specifier>'` (a default name, `{ names }` or both) to the merged imports. */
function mergeImport(imports, clause, specifier) {
  const [, defaultName, named] = /^(\w+)?(?:\s*,\s*)?(?:\{([^}]*)\})?$/.exec(clause.trim()) ?? [];
  if (!defaultName && named === undefined) throw new Error(`verify-provider: cannot inline \`import ${clause}\``);
  const merged = imports.get(specifier) ?? { defaultName: undefined, names: new Set() };
  if (defaultName && merged.defaultName && merged.defaultName !== defaultName) {
    throw new Error(`verify-provider: '${specifier}' imported as ${merged.defaultName} and as ${defaultName}`);
  }
  merged.defaultName ??= defaultName;
  for (const name of named?.split(',') ?? []) if (name.trim()) merged.names.add(name.trim());
  imports.set(specifier, merged);
}
