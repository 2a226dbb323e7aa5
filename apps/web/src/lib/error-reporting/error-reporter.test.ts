// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshWindowListeners } from '@/testing/fresh-window-listeners';

// The library as the reporter sees it: when it is imported, what it is built with, what it sends.
const library = vi.hoisted(() => ({
  imports: 0,
  built: [] as unknown[],
  sent: [] as [string, unknown][],
  fails: false,
}));

function libraryModule() {
  library.imports += 1;
  if (library.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return {
    default: class {
      constructor(configuration: unknown) {
        library.built.push(configuration);
        // captureUncaught: the library listens for uncaught errors itself.
        window.addEventListener('error', (event) => library.sent.push(['(caught by the library)', event.error]));
      }
      error(message: string, error: unknown) {
        library.sent.push([message, error]);
      }
    },
  };
}

const settings = { endpoint: '/errors', accessToken: 'token', environment: 'test', codeVersion: '1.0.0' };

// The reporter keeps its state for the page: every test starts with a new page's modules.
async function freshReporter() {
  vi.resetModules();
  vi.doMock('rollbar', libraryModule);
  return import('./error-reporter');
}

// ...and a window without the listeners of an earlier test's reporter.
freshWindowListeners();

const messages = () => library.sent.map(([message, error]) => [message, (error as Error).message ?? error]);
// Every import the reporter started has resolved (or failed), and what followed it ran.
const settled = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  Object.assign(library, { imports: 0, built: [], sent: [], fails: false });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('rollbar');
});

describe('the error reporter', () => {
  it('does not load the library at the start: a visit without errors never fetches it', async () => {
    const { startErrorReporting } = await freshReporter();
    startErrorReporting(settings);
    await settled();
    expect(library.imports).toBe(0);
  });

  it('loads it with the first report, and sends what came before and while it loaded, in order', async () => {
    const { reportError, startErrorReporting } = await freshReporter();
    startErrorReporting(settings);
    reportError('First:', new Error('one'));
    reportError('Second:', 'two'); // while the library loads
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('three'), message: 'three' }));
    expect(library.sent).toEqual([]);
    await settled();

    expect(library.imports).toBe(1);
    expect(library.built).toEqual([expect.objectContaining({ endpoint: '/errors', captureUncaught: true })]);
    expect(messages()).toEqual([
      ['First:', 'one'],
      ['Second:', { detail: 'two' }], // what is no Error goes as text
      ['Uncaught error:', 'three'],
    ]);

    reportError('Later:', new Error('four')); // straight to the library now
    expect(messages().at(-1)).toEqual(['Later:', 'four']);
    expect(console.error).toHaveBeenCalledWith('Later:', expect.any(Error)); // and still logged
  });

  it('loads it with the first uncaught error or unhandled rejection', async () => {
    const { startErrorReporting } = await freshReporter();
    startErrorReporting(settings);
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') });
    window.dispatchEvent(rejection);
    await settled();
    expect(library.imports).toBe(1);
    expect(messages()).toEqual([['Unhandled rejection:', 'rejected']]);

    // From now on the library catches uncaught errors itself: the reporter no longer keeps them.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later'), message: 'later' }));
    await settled();
    expect(messages()).toEqual([
      ['Unhandled rejection:', 'rejected'],
      ['(caught by the library)', 'later'],
    ]);
  });

  it('keeps what waits when the library cannot be fetched, and tries again with the next error', async () => {
    const { reportError, startErrorReporting } = await freshReporter();
    startErrorReporting(settings);
    library.fails = true;
    reportError('First:', new Error('one'));
    await settled();
    expect(console.error).toHaveBeenCalledWith('Could not load error reporting:', expect.any(Error));
    expect(library.sent).toEqual([]);

    library.fails = false;
    vi.doMock('rollbar', libraryModule); // the browser does not keep a failed import either
    reportError('Second:', new Error('two'));
    await settled();
    expect(messages()).toEqual([
      ['First:', 'one'],
      ['Second:', 'two'],
    ]);
  });

  it('without an endpoint only logs, and loads nothing', async () => {
    const { reportError, startErrorReporting } = await freshReporter();
    startErrorReporting(null);
    reportError('Failed:', new Error('one'));
    await settled();
    expect(console.error).toHaveBeenCalledWith('Failed:', expect.any(Error));
    expect(library.imports).toBe(0);
  });

  it('leaves out a rejection the page has marked handled (a load cut off as the page is left)', async () => {
    const { startErrorReporting } = await freshReporter();
    window.addEventListener('unhandledrejection', (event) => event.preventDefault()); // the page's, before
    startErrorReporting(settings);
    const rejection = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new TypeError('error loading dynamically imported module: /a.js'),
    });
    window.dispatchEvent(rejection);
    await settled();
    expect(library.imports).toBe(0);
  });
});
