/**
 * Reads the e-mail of a lobby or social sign-up token: a JWT whose payload holds a string
 * `email`. The mock does not verify signatures, as the app does not; the real backend does.
 */
export function emailFromToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims === 'object' && claims !== null && 'email' in claims && typeof claims.email === 'string') {
      return claims.email;
    }
  } catch {
    // not base64url JSON: no e-mail
  }
  return null;
}
