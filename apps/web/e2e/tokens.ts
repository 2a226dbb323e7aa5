/** A lobby token as the backend hands it out: a JWT whose payload holds the e-mail (unsigned here). */
export function lobbyToken(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ email })}.signature`;
}
