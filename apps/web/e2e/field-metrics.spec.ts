import { expect, test, type APIRequestContext } from '@playwright/test';
import { metricsToken } from './stack';
import { appReady } from './app-ready';
import { translations } from './translations';

const metrics = async (request: APIRequestContext) =>
  (await request.get('/metrics', { headers: { authorization: `Bearer ${metricsToken}` } })).text();
/** A series' value in Prometheus's text format (0 while it does not exist). */
const valueOf = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? 0,
  );
/** The sum of the series whose line matches `pattern`. */
const sumOf = (text: string, pattern: RegExp) =>
  text
    .split('\n')
    .filter((line) => pattern.test(line))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

test('/metrics is there only with its token', async ({ request }) => {
  expect((await request.get('/metrics')).status()).toBe(401);
  expect((await metrics(request)).startsWith('# HELP')).toBe(true);
});

test('a visit’s web vitals, its INP’s culprit and a CSP violation reach /metrics, by page, language and variant, without the address', async ({
  page,
  request,
}) => {
  const de = translations.de;
  // The server counts every test's visits, and other tests visit this page too: this visit's own
  // measurements are what its series gain from here on.
  const visit = 'page="landing",lang="de",variant="landing-layout=center-single-column",navigation="navigate"';
  const series = [
    ...['LCP', 'INP', 'TTFB', 'FCP'].map((metric) => `acq_web_vitals_seconds_count{${visit},metric="${metric}"}`),
    `acq_web_vitals_cls_count{${visit}}`,
    'acq_csp_violations_total{directive="img-src"}',
  ];
  // INP's culprit: the first-name field, clicked or typed in, in whichever phase took longest.
  const culprit =
    /^acq_web_vitals_inp_attribution_seconds_count\{page="landing",target="firstName",interaction="(pointer|keyboard)",phase="(input-delay|processing|presentation)"\} /;
  const before = await metrics(request);
  await page.goto('/de?rc=VALID-CODE&landing-layout=1&landing-registration-flow=0');
  await appReady(page);
  // The measurements start once the page is idle after hydration (their module loads then): a
  // visitor who stays that moment. On a loaded machine that can be seconds.
  await expect(page.locator('html')).toHaveAttribute('data-field-metrics');
  // A violation, reported to the policy's endpoint in the Reporting API's format. (Chromium started
  // as the tests start it, without background networking, sends its own reports late or never.)
  const violation = await page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({
            documentURL: event.documentURI,
            effectiveDirective: event.effectiveDirective,
            blockedURL: event.blockedURI,
          }),
        );
        const image = document.createElement('img'); // from an origin img-src does not allow
        image.src = 'https://tracker.example/pixel.png';
        document.body.append(image);
      }),
  );
  const report = await request.post('/csp-reports', {
    data: JSON.stringify([{ type: 'csp-violation', body: violation }]),
    headers: { 'content-type': 'application/reports+json' },
  });
  expect(report.status()).toBe(204);
  // An interaction on a slow phone (for INP), and the visitor leaves at once: the page is hidden
  // before web-vitals has processed it, and its vitals, the interaction's too, leave in a beacon.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  await page.getByLabel(de.registration.form.firstName).click();
  await page.keyboard.type('Feld');
  // The page leaves at the machine's speed, though: left while still slowed, it lost its whole beacon
  // in two runs of eight with Chromium under load (none in its headless shell), its pagehide handlers
  // queued behind the slowed typing while Chromium moved on to the next page.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.goto('about:blank');

  let text = '';
  await expect
    .poll(
      async () => {
        text = await metrics(request);
        const unreached = series.filter((name) => valueOf(text, name) <= valueOf(before, name));
        return sumOf(text, culprit) > sumOf(before, culprit) ? unreached : [...unreached, 'INP’s culprit'];
      },
      { message: 'series this visit has not reached yet', timeout: 30_000 },
    )
    .toEqual([]);
  // Nothing of the address or the visitor in any label.
  expect(text).not.toMatch(/VALID-CODE|rc=|Feld|@/);
  // The culprit by a label of few values: no selector, id or text of the element.
  expect(text).not.toMatch(/target="[^"]*[^\w-"]|target="[^"]*\d/);
  expect(text).toMatch(/acq_http_request_duration_seconds_count\{method="GET",kind="page",status="2xx"\} [1-9]/);
  expect(text).toMatch(
    /acq_graphql_upstream_duration_seconds_count\{operation="RegistrationCodeDetails",outcome="ok"\} [1-9]/,
  );
  // Every backend call goes through the one executor and is measured the same way.
  for (const operation of ['CountryDetails', 'feature-payload']) {
    expect(text).toMatch(
      new RegExp(`acq_graphql_upstream_duration_seconds_count\\{operation="${operation}",outcome="ok"\\} [1-9]`),
    );
  }
});
