import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allowedMethods, routeManifestPath } from './page-requests';

// A build's routes as React Router's server build lists them: a root, a language scope, pages.
const route = (id: string, parentId: string | undefined, path: string | undefined, action = false) => ({
  id,
  parentId,
  path,
  module: action ? { action: () => null } : {},
});
const build = {
  routes: Object.fromEntries(
    [
      route('root', undefined, ''),
      route('locale___default', 'root', ''),
      route('locale___de', 'root', 'de'),
      route('landing___default', 'locale___default', ':slug?', true),
      route('about-us___default', 'locale___default', 'about-us'),
      route('about-us___de', 'locale___de', 'about-us'),
      route('unmatched___default', 'locale___default', '*'),
    ].map((entry) => [entry.id, entry]),
  ),
} as unknown as ServerBuild;

describe('allowedMethods', () => {
  it('lets a page whose route has an action take POST, its data request too', async () => {
    expect(await allowedMethods(build, '/')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    expect(await allowedMethods(build, '/_.data')).toContain('POST');
    expect(await allowedMethods(build, '/summer-sale.data')).toContain('POST');
  });

  it('lets every other page and address be read only', async () => {
    expect(await allowedMethods(build, '/about-us')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(await allowedMethods(build, '/de/about-us.data')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(await allowedMethods(build, '/a/b/c')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(await allowedMethods(() => Promise.resolve(build), routeManifestPath)).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });
});
