import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import sharp from 'sharp';

/**
 * The favicon and app icons, all drawn from the brand's monogram (one SVG source): the SVG
 * favicon for browsers that take it, PNGs for the others and for home screens, `/favicon.ico` for
 * whatever asks for it by that name, and the web app manifest that names them. The document links
 * them by these fixed names (`src/root.tsx`).
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
  // Browsers ask for /favicon.ico where a document names no icon (a JSON or an image opened on its
  // own), as do feed readers and bookmark tools: without the file, the request was a page render
  // that ended in the 404 page, with its language cookie.
  files.set('favicon.ico', icoHolding(files.get('favicon-32.png') as Buffer, 32));
  return files;
}

/** An ICO file holding one PNG image, as every browser since Internet Explorer 9 reads it. */
function icoHolding(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // an icon, not a cursor
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/vnd.microsoft.icon', // as the production server's static files name it
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
