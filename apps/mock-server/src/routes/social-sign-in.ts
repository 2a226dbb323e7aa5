import { unsignedJwt } from '../provider-states/unsigned-jwt';

const providers: Record<string, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/**
 * Stands in for the shop's social sign-in (`GET /dev/social-sign-in?provider=google&returnTo=/path`):
 * the real one sends the visitor through the provider and back to the social second step with a
 * token naming the provider's e-mail address. Here a small page asks for that address; submitting
 * it (`&email=`) redirects to `returnTo` on the web app with `?token=`. Only paths of the web app
 * are accepted as `returnTo`, so the route redirects nowhere else.
 */
export function socialSignInRoute(publicSiteUrl: string) {
  return (_request: Request, url: URL): Response => {
    const provider = providers[url.searchParams.get('provider') ?? ''];
    const returnTo = url.searchParams.get('returnTo') ?? '';
    const target = returnTo.startsWith('/') && !returnTo.startsWith('//') ? new URL(returnTo, publicSiteUrl) : null;
    if (!provider || !target || target.origin !== new URL(publicSiteUrl).origin) {
      return Response.json(
        { error: 'Send provider (google, facebook or apple) and returnTo (a path of the web app).' },
        { status: 400 },
      );
    }
    const email = url.searchParams.get('email')?.trim();
    if (email) {
      target.searchParams.set('token', unsignedJwt(email));
      return new Response(null, { status: 303, headers: { location: target.href } });
    }
    const field = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">`;
    return new Response(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign in with ${provider} (mock)</title>` +
        `<main><h1>Sign in with ${provider}</h1><p>The mock backend stands in for ${provider} and the shop's social sign-in.</p>` +
        `<form method="get" action="/dev/social-sign-in">${field('provider', url.searchParams.get('provider') ?? '')}${field('returnTo', returnTo)}` +
        `<label>E-mail address of your ${provider} account <input type="email" name="email" required></label> ` +
        `<button type="submit">Continue</button></form></main></html>`,
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  };
}
