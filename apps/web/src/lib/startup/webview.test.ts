// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isWebView, mobileCommunicationName } from './webview';

describe('isWebView', () => {
  it('is true when redirectUrl returns to the app', () => {
    expect(isWebView({}, true)).toBe(true);
    expect(isWebView(undefined, true)).toBe(true);
  });

  it('is true for a window with a webkit or mobile-communication object', () => {
    expect(isWebView({ webkit: { messageHandlers: {} } }, false)).toBe(true);
    expect(isWebView({ [mobileCommunicationName]: { postMessage: () => undefined } }, false)).toBe(true);
    expect(isWebView({ [mobileCommunicationName]: () => undefined }, false)).toBe(true);
  });

  it('is false otherwise', () => {
    expect(isWebView({}, false)).toBe(false);
    expect(isWebView(undefined, false)).toBe(false);
    expect(isWebView({ webkit: null, mobileCommunication: undefined }, false)).toBe(false);
    expect(isWebView({ webkit: 'webkit', mobileCommunication: 1 }, false)).toBe(false);
    expect(isWebView(window, false)).toBe(false);
  });
});
