import { describe, expect, it } from 'vitest';
import { keptTokens, type TokenKeeping } from '@/lib/startup/kept-token';
import { keptTokenCookieHeader } from '@/testing/kept-token-cookie';
import { keepTokens, loadTokenPage } from './token-page-loader.server';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (payload: object) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.signature`;
const valid = jwt({ email: 'julia@example.com' });

// A page request as a route's loader gets it: the request and its address.
const page = (address: string, cookie?: string) => {
  const request = new Request(address, { headers: cookie ? { cookie } : {} });
  return { request, url: new URL(request.url) };
};
const load = (keeping: TokenKeeping, path: string, cookie?: string) =>
  loadTokenPage(page(`http://site.test${path}`, cookie), keeping);
// The Set-Cookie headers of an answer, by cookie name and attributes (values are signed).
const keptCookies = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.replace(/^([^=]+)=[^;]+/, '$1=…'));

describe('loadTokenPage', () => {
  it('moves a usable token from the address into its session cookie, keeping the other parameters', async () => {
    const answer = await load(
      keptTokens.socialSignUp,
      `/de/registration/social-registration-second-step?utm=mail&token=${valid}#top`,
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/registration/social-registration-second-step?utm=mail#top');
    expect(keptCookies(response)).toEqual(['acq_social_token=…; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('gives the page the kept token and its e-mail; each page keeps its own', async () => {
    expect(await load(keptTokens.lobby, '/lobby', keptTokenCookieHeader(keptTokens.lobby, valid))).toEqual({
      token: valid,
      email: 'julia@example.com',
    });
    const lobbyOnly = await load(
      keptTokens.socialSignUp,
      '/registration/social-registration-second-step',
      keptTokenCookieHeader(keptTokens.lobby, valid),
    );
    expect((lobbyOnly as Response).headers.get('location')).toBe('/registration/deny');
  });

  it.each([
    ['no token', '/pl/lobby', '/pl/registration/deny'],
    ['an empty token', '/de/lobby?token=', '/de/registration/deny'],
    ['a token without an e-mail', `/en/lobby?token=${jwt({ sub: '1' })}`, '/en/registration/deny'],
    ['garbage before a valid token', `/lobby?token=%E0%A4%A&token=${valid}`, '/registration/deny'],
  ])('sends %s to the deny page in the same language', async (_case, path, deny) => {
    const response = (await load(keptTokens.lobby, path)) as Response;
    expect(response.headers.get('location')).toBe(deny);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('denies a kept token that names no e-mail, or that this server did not sign', async () => {
    for (const cookie of [
      keptTokenCookieHeader(keptTokens.lobby, jwt({ sub: '1' })),
      `acq_lobby_token=${valid}`, // planted by someone else
    ]) {
      const response = (await load(keptTokens.lobby, '/lobby', cookie)) as Response;
      expect(response.headers.get('location')).toBe('/registration/deny');
    }
  });
});

describe('keepTokens', () => {
  const landing = [keptTokens.waitingListApproval, keptTokens.leanEmail];
  it('moves several tokens at once; an empty one forgets what was kept; Secure over HTTPS', async () => {
    const response = await keepTokens(page(`https://site.test/?rc=X&approvalToken=${valid}&emailToken=`), landing);
    expect((response as Response).headers.get('location')).toBe('/?rc=X');
    expect(keptCookies(response as Response)).toEqual([
      'acq_approval_token=…; Path=/; HttpOnly; Secure; SameSite=Lax',
      'acq_email_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
  });

  it('reads what is kept, and null for what is not', async () => {
    const kept = await keepTokens(
      page('http://site.test/', `a=b; ${keptTokenCookieHeader(keptTokens.leanEmail, valid)}`),
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
