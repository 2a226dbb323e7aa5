/** Signs cookies where no secret is configured: fine on a developer's machine, forgeable anywhere else. */
export const developmentCookieSecret = 'acq-development-cookie-secret';

/**
 * The secrets that sign the cookies keeping tokens (`ACQ_COOKIE_SECRET`): one, or several separated
 * by commas while rotating, the newest first (it signs; every one verifies). Read here, on the
 * server only, never into the runtime settings: those go into every page and
 * /acquisition/defaults.json. Without one the development secret signs, and a production server
 * says so in its log.
 */
export function cookieSecretsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  log: Pick<Console, 'warn'> = console,
): string[] {
  const secrets = (env.ACQ_COOKIE_SECRET ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length > 0) return secrets;
  if (env.NODE_ENV === 'production')
    log.warn(
      'ACQ_COOKIE_SECRET is not set: token cookies are signed with the development secret, which anyone can forge',
    );
  return [developmentCookieSecret];
}

export const cookieSecrets = cookieSecretsFromEnv();
