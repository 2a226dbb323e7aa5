import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseLocale, locales } from '@acq/locales';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort, runNginx, stopNginx } from '../../../scripts/edge.mjs';
import { pageRequestOf, requestStartup } from '../src/app/request-startup.server';
import { pagePathOf } from '../src/lib/data-request';

// One language precedence: the caching edge's (edge/language.conf, for its 503 page and the copy
// of a page it keeps per language) is the origin's (apps/web/src/lib/startup/language.ts, as
// start-up reads a page request). Each visit goes to nginx with language.conf alone, answering
// $edge_lang, and to the origin's start-up; both must give the table's language.
const languageConf = fileURLToPath(new URL('../../../edge/language.conf', import.meta.url));

interface Visit {
  /** The request target exactly as sent (`//de/x` and `/\de` too). */
  target?: string;
  cookie?: string;
  acceptLanguage?: string;
}

let dir = '';
let port = 0;
let nginx: ChildProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'edge-language-'));
  port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`);
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `pid ${dir}/nginx.pid;
events {}
http {
  ${temp.join(' ')}
  access_log off;
  large_client_header_buffers 4 64k; # as the edge's
  include ${languageConf};
  server { listen 127.0.0.1:${port}; location / { default_type text/plain; return 200 $edge_lang; } }
}
`,
  );
  nginx = await runNginx(dir, config, new URL(`http://127.0.0.1:${port}/`));
}, 20_000);

afterAll(() => {
  if (nginx) stopNginx(nginx);
  rmSync(dir, { recursive: true, force: true });
});

/** The language nginx gives the visit: the target goes as it is (`http.get` does not resolve it as a URL). */
function edgeLanguage({ target = '/', cookie, acceptLanguage }: Visit): Promise<string> {
  const headers = {
    ...(cookie === undefined ? {} : { cookie }),
    ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
  };
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(body) : reject(new Error(`${response.statusCode}: ${body}`)),
        );
      })
      .on('error', reject);
  });
}

/** The language the origin's start-up gives the visit, with the page's address as the server makes it (boundary/router-handoff.ts). */
async function originLanguage({ target = '/', cookie, acceptLanguage }: Visit): Promise<string> {
  const headers = new Headers();
  if (cookie !== undefined) headers.set('cookie', cookie);
  if (acceptLanguage !== undefined) headers.set('accept-language', acceptLanguage);
  const request = new Request(`http://site.test${target}`, { headers });
  // The address as React Router hands it to the middleware: a data request's `.data` taken off.
  const url = new URL(request.url);
  url.pathname = pagePathOf(url.pathname);
  const decided = requestStartup(await pageRequestOf(url, (name) => request.headers.get(name)));
  return decided.redirect === null ? decided.startup.locale : decided.locale;
}

const cases: [string, Visit, string][] = [
  // Each source, each language.
  ...locales.flatMap((locale): [string, Visit, string][] => [
    [`?lang=${locale}`, { target: `/?rc=X&lang=${locale}` }, locale],
    [`the cookie ${locale}`, { cookie: `theme=dark; lang=${locale}` }, locale],
    [`the prefix /${locale}/`, { target: `/${locale}/about-us` }, locale],
    [`Accept-Language ${locale}`, { acceptLanguage: `es, ${locale}-XX` }, locale],
    [`Accept-Language ${locale} by weight`, { acceptLanguage: `es, en;q=0.005, ${locale};q=0.5` }, locale],
  ]),
  // The order: ?lang, cookie, prefix, Accept-Language, English; an unsupported one is passed by.
  ['?lang before all', { target: '/nl/?lang=fr', cookie: 'lang=it', acceptLanguage: 'pl' }, 'fr'],
  ['the cookie before the prefix', { target: '/nl/', cookie: 'lang=it', acceptLanguage: 'pl' }, 'it'],
  ['the prefix before Accept-Language', { target: '/nl/', acceptLanguage: 'pl' }, 'nl'],
  ['none: English', { target: '/about-us' }, 'en'],
  ['unsupported everywhere', { target: '/es/?lang=es', cookie: 'lang=es', acceptLanguage: 'es-ES, pt;q=0.9' }, 'en'],
  // ?lang: the first `lang` parameter, a code exactly as written.
  ['?lang=DE', { target: '/?lang=DE', acceptLanguage: 'fr' }, 'fr'],
  ['?LANG=de', { target: '/?LANG=de' }, 'en'],
  ['?lang=xx&lang=de', { target: '/?lang=xx&lang=de' }, 'en'],
  ['?lang&lang=de', { target: '/?lang&lang=de' }, 'en'],
  ['?lang=de&lang=fr', { target: '/?lang=de&lang=fr' }, 'de'],
  ['?lang= (empty)', { target: '/?lang=&x=1' }, 'en'],
  ['?lang=de-CH', { target: '/?lang=de-CH' }, 'en'],
  ['?flang=de', { target: '/?flang=de' }, 'en'],
  ['?x=a?lang=de (inside a value)', { target: '/?x=a?lang=de' }, 'en'],
  // The cookie: the first named `lang` (names are case-sensitive), trimmed.
  ['lang=xx; lang=de', { cookie: 'lang=xx; lang=de' }, 'en'],
  ['LANG=de', { cookie: 'LANG=de' }, 'en'],
  ['lang=DE', { cookie: 'lang=DE' }, 'en'],
  ['xlang=fr; lang=de', { cookie: 'xlang=fr; lang=de' }, 'de'],
  [' lang = sv ', { cookie: ' lang = sv ' }, 'sv'],
  ['lang; x=1; lang=it', { cookie: 'lang; x=1; lang=it' }, 'it'],
  ['lang=de=x', { cookie: 'lang=de=x' }, 'en'],
  ['lang="de"', { cookie: 'lang="de"' }, 'en'],
  ['lang=es, then the prefix', { target: '/pl/', cookie: 'lang=es' }, 'pl'],
  // The prefix: the first segment in any case; what the origin's URL makes of the address.
  ['/DE/', { target: '/DE/about-us' }, 'de'],
  ['/sv', { target: '/sv' }, 'sv'],
  ['/fr?x=1', { target: '/fr?x=1' }, 'fr'],
  ['//de/x', { target: '//de/x' }, 'de'],
  ['/\\de', { target: '/\\de' }, 'de'],
  ['/de\\x', { target: '/de\\x' }, 'de'],
  ['/de.data (its data)', { target: '/de.data?x=1' }, 'de'],
  ['/deutsch', { target: '/deutsch' }, 'en'],
  ['/de-ch/', { target: '/de-ch/' }, 'en'],
  ['/x/de/', { target: '/x/de/' }, 'en'],
  ['/en/ before Accept-Language', { target: '/en/about-us', acceptLanguage: 'de' }, 'en'],
  // Accept-Language: the highest weight, the first listed among equals; weight 0 is "not this one".
  ['a browser: de-CH,de;q=0.9,en;q=0.8', { acceptLanguage: 'de-CH,de;q=0.9,en;q=0.8' }, 'de'],
  ['capitals and a region', { acceptLanguage: 'ES, DE-ch' }, 'de'],
  ['de_AT', { acceptLanguage: 'de_AT' }, 'de'],
  ['a script and a region', { acceptLanguage: 'zh-Hant-TW, sv-Latn-SE;q=0.3' }, 'sv'],
  ['weight over order', { acceptLanguage: 'fr;q=0.5, de' }, 'de'],
  ['q=0', { acceptLanguage: 'de;q=0, fr' }, 'fr'],
  ['only q=0', { acceptLanguage: 'de;q=0.000, fr;q=0' }, 'en'],
  ['0.55 over 0.5', { acceptLanguage: 'fr;q=0.5, de;q=0.55' }, 'de'],
  ['0.5 and 0.500 are equal', { acceptLanguage: 'fr;q=0.5, de;q=0.500' }, 'fr'],
  ['0.99 over 0.95 and 0.9', { acceptLanguage: 'de;q=0.95, fr;q=0.9, it;q=0.99' }, 'it'],
  ['0.01 over 0.009', { acceptLanguage: 'de;q=0.009, fr;q=0.01' }, 'fr'],
  ['0.001', { acceptLanguage: 'es, de;q=0.001' }, 'de'],
  ['q=1.000 over 0.8', { acceptLanguage: 'nl;q=0.8, it;q=1.000' }, 'it'],
  ['Q=0.8', { acceptLanguage: 'nl;Q=0.8, it;q=0.7' }, 'nl'],
  ['spaces and tabs', { acceptLanguage: ' de \t; q=0.5 ,fr;q=0.4' }, 'de'],
  ['*', { acceptLanguage: '*' }, 'en'],
  ['empty', { acceptLanguage: '' }, 'en'],
  ['only commas', { acceptLanguage: ',, ,' }, 'en'],
  ['a long list', { acceptLanguage: `${'es;q=0.1,'.repeat(2000)}fr;q=0.001` }, 'fr'],
  // Malformed entries count for nothing.
  ['q=1.5', { acceptLanguage: 'de;q=1.5, fr;q=0.2' }, 'fr'],
  ['q=.5', { acceptLanguage: 'de;q=.5, fr;q=0.1' }, 'fr'],
  ['four digits', { acceptLanguage: 'de;q=0.9999, fr;q=0.999' }, 'fr'],
  ['q="0.5"', { acceptLanguage: 'de;q="0.5", sv;q=0.1' }, 'sv'],
  ['q = 0.5', { acceptLanguage: 'de;q = 0.5, sv;q=0.1' }, 'sv'],
  ['another parameter', { acceptLanguage: 'de;level=1, fr;q=0.5;x=1, it;q=0.4' }, 'it'],
  ['two ranges in one', { acceptLanguage: 'de fr, it;q=0.3' }, 'it'],
  ['deu, de-, 1de', { acceptLanguage: 'deu, de-, 1de, nl;q=0.1' }, 'nl'],
  ['a subtag of 9', { acceptLanguage: 'de-abcdefghi, pl;q=0.2' }, 'pl'],
  ['x|de', { acceptLanguage: 'x|de;q=0.5' }, 'en'],
];

describe('the edge picks the language the origin picks', () => {
  test.each(cases)('%s', async (_name, visit, language) => {
    expect({ origin: await originLanguage(visit), edge: await edgeLanguage(visit) }).toEqual({
      origin: language,
      edge: language,
    });
  });
});

// What language.conf says it does not read (no link writes them): the origin reads German, the edge
// its default. When one is read after all, the file's comment must change with this list.
test.each([
  ['?lang=%64e', { target: '/?lang=%64e' }],
  ['lang=%64e', { cookie: 'lang=%64e' }],
  ['acqParams=lang%3Dde', { target: '/?acqParams=lang%3Dde' }],
  ['/./de/', { target: '/./de/' }],
])('not read by the edge: %s', async (_name, visit: Visit) => {
  expect({ origin: await originLanguage(visit), edge: await edgeLanguage(visit) }).toEqual({
    origin: 'de',
    edge: baseLocale,
  });
});

test("every map of language.conf names the site's languages, no more, no fewer", () => {
  const conf = readFileSync(languageConf, 'utf8');
  const lists = [...conf.matchAll(/\((?:\?<code>|\?:)((?:[a-z]{2}\|)+[a-z]{2})\)/g)].map(([, list]) =>
    list!.split('|'),
  );
  expect(lists).toHaveLength(8); // ?lang, the cookie, the prefix, Accept-Language's five
  for (const list of lists) expect(list.sort()).toEqual([...locales].sort());
  const lowerCased = [...conf.matchAll(/"~\*\^\\\|\*([a-z]+)" \1;/g)].map(([, code]) => code);
  expect([...lowerCased, baseLocale].sort()).toEqual([...locales].sort()); // English is the default
});
