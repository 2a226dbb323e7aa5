import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { baseLocale, locales } from '@acq/locales';
import { layoutNames, routeTable, type PageRoute } from './app/route-table';

// Every page exists unprefixed (English) and under each language prefix, and its route id ends
// in the mount's language suffix (`about-us___de`, `___default` unprefixed): docs/product.md §2.
const mounts = [
  { prefix: '', suffix: 'default' },
  ...locales.map((locale) => ({ prefix: locale, suffix: locale === baseLocale ? 'en' : locale })),
];

const page = (entry: PageRoute, suffix: string): RouteConfigEntry =>
  route(entry.path, entry.module, { id: `${entry.name}___${suffix}` });

const mountRoutes = ({ prefix, suffix }: (typeof mounts)[number]): RouteConfigEntry =>
  route(prefix, 'app/locale-scope.tsx', { id: `locale___${suffix}` }, [
    ...layoutNames.map((name) =>
      layout(
        `app/layouts/${name}.tsx`,
        { id: `layout-${name}___${suffix}` },
        routeTable.filter((entry) => entry.layout === name).map((entry) => page(entry, suffix)),
      ),
    ),
    route('*', 'app/routes/unmatched.ts', { id: `unmatched___${suffix}` }),
  ]);

export default mounts.map(mountRoutes) satisfies RouteConfig;
