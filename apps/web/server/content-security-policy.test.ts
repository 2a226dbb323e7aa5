import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineSourcesOf } from './content-security-policy';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineSourcesOf', () => {
  it('hashes each inline script and style once, as the browser does; scripts with a src are not inline', () => {
    const html =
      '<style>p{color:red}</style><script>a()</script><script type="module" async="">import "/x.js";</script>' +
      '<script src="/assets/y.js"></script><script>a()</script>';
    expect(inlineSourcesOf(html)).toEqual({
      scripts: [hash('a()'), hash('import "/x.js";')],
      styles: [hash('p{color:red}')],
    });
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ cspSources: { script: ['https://cmp.example'], connect: [], img: [] } });

  it('allows the given inline sources, what they load, and nothing inline besides', () => {
    const header = policy({ scripts: ["'sha256-abc'"], styles: [] });
    expect(header).toContain("script-src 'sha256-abc' 'strict-dynamic' 'self' https://cmp.example;");
    expect(header).toContain("script-src-attr 'none'");
    expect(header).toContain("style-src 'self';");
    expect(header).toContain("require-trusted-types-for 'script'; trusted-types acq-third-party-scripts default;");
    expect(header).not.toMatch(/unsafe/);
  });
});
