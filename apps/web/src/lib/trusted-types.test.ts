import { describe, expect, it } from 'vitest';
import { allowTagManagerScripts, createDefaultPolicy } from './trusted-types';

interface Rules {
  createHTML(html: string): string | null;
  createScriptURL(url: string): string | null;
}

function defaultPolicy(): Rules {
  let created: Rules | null = null;
  const win = { trustedTypes: { createPolicy: (_name: string, rules: Rules) => (created = rules) } };
  createDefaultPolicy(win as unknown as Window);
  return created!;
}

describe('the default Trusted Types policy', () => {
  it('lets React make a script element and write markup-free text, and refuses any markup', () => {
    const policy = defaultPolicy();
    expect(policy.createHTML('<script></script>')).toBe('<script></script>');
    expect(policy.createHTML('((e,t)=>{window.scrollTo(0,e)})("k",null)')).not.toBeNull();
    expect(policy.createHTML('<img src=x onerror=alert(1)>')).toBeNull();
    expect(policy.createHTML('<script>alert(1)</script>')).toBeNull();
  });

  it('lets through the tag manager’s script URLs once a container runs, and no other', () => {
    const policy = defaultPolicy();
    expect(policy.createScriptURL('https://www.googletagmanager.com/gtm.js?id=GTM-X')).toBeNull();
    allowTagManagerScripts();
    expect(policy.createScriptURL('https://www.googletagmanager.com/gtm.js?id=GTM-X')).not.toBeNull();
    expect(policy.createScriptURL('https://attacker.example/x.js')).toBeNull();
  });
});
