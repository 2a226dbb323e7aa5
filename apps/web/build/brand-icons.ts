import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import sharp from 'sharp';

/**
 * The favicon and app icons, all drawn from the brand's monogram (one SVG source): the SVG
 * favicon for browsers that take it, PNGs for the others and for home screens, and the web app
 * manifest that names them. index.html links them by these fixed names.
 */
const pngIcons = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
] as const;

const manifest = {
  name: 'Members Only',
  short_name: 'Members Only',
  start_url: '/',
  display: 'browser',
  background_color: '#f8f5f0',
  theme_color: '#17130f',
  icons: pngIcons
    .filter(({ size }) => size >= 192)
    .map(({ file, size }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png' })),
};

async function renderIcons(source: string) {
  const svg = await readFile(source);
  const files = new Map<string, Buffer | string>([
    ['favicon.svg', svg],
    ['manifest.webmanifest', JSON.stringify(manifest, null, 2)],
  ]);
  for (const { file, size } of pngIcons) {
    // Rendered large, then scaled down: crisper hairlines than rendering at the small size.
    const png = await sharp(svg, { density: Math.max(72, (72 * size * 2) / 512) })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: size <= 32 })
      .toBuffer();
    files.set(file, png);
  }
  return files;
}

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webmanifest: 'application/manifest+json',
};

export function brandIcons({ source }: { source: string }): Plugin {
  let icons: Promise<Map<string, Buffer | string>> | undefined;
  const rendered = () => (icons ??= renderIcons(source));
  return {
    name: 'acquisition-brand-icons',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const name = request.url?.slice(1).split('?')[0] ?? '';
        const icon = (await rendered()).get(name);
        if (!icon) return next();
        response.setHeader('content-type', contentTypes[name.split('.').pop()!] ?? 'application/octet-stream');
        response.end(icon);
      });
    },
    async generateBundle() {
      for (const [fileName, source] of await rendered()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
