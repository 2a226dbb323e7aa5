import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// A placeholder in a documented path stands for any one name in its folder:
// `locales/<language>/images/index.ts` names that file of each language, `<id>.json` an entry of
// its folder. doc-paths.ts expands it; comment-path-mentions.ts leaves such paths alone.
export const placeholder = /<[a-z][\w-]*>/gi;

export const hasPlaceholder = (token: string) => token.replace(placeholder, '') !== token;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The paths a path with placeholders names: each segment that holds one matches the names in its
 * folder (`<language>` every folder of locales/, `<id>.json` every .json file), so
 * `locales/<language>/images.ts` resolves only where some language has such a file. A path
 * without a placeholder is itself.
 */
export function expandPlaceholders(root: string, p: string): string[] {
  let found = [''];
  for (const segment of p.split('/')) {
    const parts = segment.split(placeholder);
    if (parts.length === 1) {
      found = found.map((dir) => path.posix.join(dir, segment));
      continue;
    }
    const pattern = new RegExp(`^${parts.map(escaped).join('[^/]+')}$`);
    found = found.flatMap((dir) => {
      const folder = path.join(root, dir || '.');
      if (!existsSync(folder) || !statSync(folder).isDirectory()) return [];
      return readdirSync(folder)
        .filter((name) => name !== 'node_modules' && pattern.test(name))
        .map((name) => path.posix.join(dir, name));
    });
  }
  return found;
}
