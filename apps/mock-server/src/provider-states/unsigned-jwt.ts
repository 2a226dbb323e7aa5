/**
 * An unsigned JWT whose payload names an e-mail, like the lobby and social sign-up tokens. Only
 * an example: a real backend supplies a token it issued through its provider-state set-up.
 */
export function unsignedJwt(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ email })}.`;
}
