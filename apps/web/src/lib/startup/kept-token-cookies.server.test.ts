import { describe, expect, it } from 'vitest';
import { keptTokenCookieHeader } from '@/testing/kept-token-cookie';
import { keptTokens } from './kept-token';
import { keptToken, keptTokenCookie, moveTokensOutOfAddress } from './kept-token-cookies.server';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Imp1bGlhQGV4YW1wbGUuY29tIn0.signature';
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('kept token cookies', () => {
  it('keep a token signed, HttpOnly, for the session, Secure over HTTPS', async () => {
    const url = new URL(`https://site.test/lobby?token=${token}&utm_source=mail`);
    const move = await moveTokensOutOfAddress(url, [keptTokens.lobby], { secure: true });
    expect(move?.location).toBe('/lobby?utm_source=mail');
    const [setCookie] = move!.setCookies;
    expect(setCookie).toMatch(/^acq_lobby_token=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(setCookie).not.toContain(token); // signed in React Router's form, not the token as it came
    expect(await keptToken(cookieOf(setCookie!), keptTokens.lobby)).toBe(token);
  });

  it('leave the address for this site, also where its path has several leading slashes', async () => {
    const move = await moveTokensOutOfAddress(new URL(`https://site.test/.//?token=${token}`), [keptTokens.lobby], {
      secure: true,
    });
    expect(move?.location).toBe('/'); // not `//`, which a browser reads as another host's address
  });

  it('count only with this server’s signature, and only under their own name', async () => {
    const kept = cookieOf(await keptTokenCookie(keptTokens.lobby).serialize(token));
    expect(await keptToken(`acq_lobby_token=${token}`, keptTokens.lobby)).toBeNull(); // planted as it is
    expect(
      await keptToken(
        kept.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
        keptTokens.lobby,
      ),
    ).toBeNull();
    expect(await keptToken(kept.replace('acq_lobby_token', 'acq_social_token'), keptTokens.lobby)).toBeNull();
    expect(await keptToken(null, keptTokens.lobby)).toBeNull();
  });

  it('are forgotten by an empty token; an over-long one is not kept', async () => {
    const url = new URL(`http://site.test/?emailToken=&approvalToken=${'x'.repeat(4097)}`);
    const move = await moveTokensOutOfAddress(url, [keptTokens.waitingListApproval, keptTokens.leanEmail], {
      secure: false,
    });
    expect(move).toEqual({
      location: '/',
      setCookies: ['acq_email_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'],
    });
    expect(await moveTokensOutOfAddress(new URL('http://site.test/?rc=X'), [keptTokens.lobby], { secure: false })).toBe(
      null,
    );
  });

  it('are what the tests’ header helper builds', async () => {
    expect(await keptToken(keptTokenCookieHeader(keptTokens.socialSignUp, token), keptTokens.socialSignUp)).toBe(token);
  });
});
