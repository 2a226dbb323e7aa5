import { describe, expect, it } from 'vitest';
import { keptTokens, type TokenKeeping } from '@/lib/startup/kept-token';
import { keepTokens, tokenPageLoader } from './token-page-loader';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (payload: object) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.signature`;
const valid = jwt({ email: 'julia@example.com' });

const load = (keeping: TokenKeeping, path: string, cookie?: string) =>
  tokenPageLoader(keeping)({
    request: new Request(`http://site.test${path}`, { headers: cookie ? { cookie } : {} }),
    params: {},
    context: {},
  } as never) as Response | { token: string; email: string };

describe('tokenPageLoader', () => {
  it('moves a usable token from the address into its session cookie, keeping the other parameters', () => {
    const answer = load(
      keptTokens.socialSignUp,
      `/de/registration/social-registration-second-step?utm=mail&token=${valid}#top`,
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/registration/social-registration-second-step?utm=mail#top');
    expect(response.headers.getSetCookie()).toEqual([`acq_social_token=${valid}; Path=/; SameSite=Lax`]);
  });

  it('gives the page the kept token and its e-mail; each page keeps its own', () => {
    expect(load(keptTokens.lobby, '/lobby', `acq_lobby_token=${valid}`)).toEqual({
      token: valid,
      email: 'julia@example.com',
    });
    const lobbyOnly = load(
      keptTokens.socialSignUp,
      '/registration/social-registration-second-step',
      `acq_lobby_token=${valid}`,
    );
    expect((lobbyOnly as Response).headers.get('location')).toBe('/registration/deny');
  });

  it.each([
    ['no token', '/pl/lobby', '/pl/registration/deny'],
    ['an empty token', '/de/lobby?token=', '/de/registration/deny'],
    ['a token without an e-mail', `/en/lobby?token=${jwt({ sub: '1' })}`, '/en/registration/deny'],
    ['garbage before a valid token', `/lobby?token=%E0%A4%A&token=${valid}`, '/registration/deny'],
  ])('sends %s to the deny page in the same language', (_case, path, deny) => {
    const response = load(keptTokens.lobby, path) as Response;
    expect(response.headers.get('location')).toBe(deny);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('denies a kept token that names no e-mail', () => {
    const response = load(keptTokens.lobby, '/lobby', `acq_lobby_token=${jwt({ sub: '1' })}`) as Response;
    expect(response.headers.get('location')).toBe('/registration/deny');
  });
});

describe('keepTokens', () => {
  const landing = [keptTokens.waitingListApproval, keptTokens.leanEmail];
  it('moves several tokens at once; an empty one forgets what was kept', () => {
    const response = keepTokens(new Request(`http://site.test/?rc=X&approvalToken=${valid}&emailToken=`), landing);
    expect((response as Response).headers.get('location')).toBe('/?rc=X');
    expect((response as Response).headers.getSetCookie()).toEqual([
      `acq_approval_token=${valid}; Path=/; SameSite=Lax`,
      'acq_email_token=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });

  it('reads what is kept, and null for what is not', () => {
    const kept = keepTokens(
      new Request('http://site.test/', { headers: { cookie: `a=b; acq_email_token=${valid}` } }),
      landing,
    );
    expect(kept).toEqual(
      new Map<TokenKeeping, string | null>([
        [keptTokens.waitingListApproval, null],
        [keptTokens.leanEmail, valid],
      ]),
    );
  });
});
