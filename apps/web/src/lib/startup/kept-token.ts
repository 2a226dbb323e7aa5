/**
 * A token that arrives in the address (a link from a mail, the social sign-in's return) and is
 * kept in a session cookie instead: it leaves the address bar, and with it analytics page views,
 * referrers and shared links, while a reload or a language switch still finds it on the server.
 * The cookies themselves are the server's (`kept-token-cookies.server.ts`).
 */
export interface TokenKeeping {
  /** The query parameter that brings the token. */
  param: string;
  /** The session cookie that keeps it. */
  cookie: string;
}

export const keptTokens = {
  /** The lobby's token (docs/product.md §2), naming the e-mail that may join the waiting list. */
  lobby: { param: 'token', cookie: 'acq_lobby_token' },
  /** The social sign-in's token, naming the provider account's e-mail, for the social second step. */
  socialSignUp: { param: 'token', cookie: 'acq_social_token' },
  /** The approval mail's token of a visitor let in from the waiting list (landing page). */
  waitingListApproval: { param: 'approvalToken', cookie: 'acq_approval_token' },
  /** A link's token naming the e-mail that lean registration starts at step 2 with (landing page). */
  leanEmail: { param: 'emailToken', cookie: 'acq_email_token' },
} as const satisfies Record<string, TokenKeeping>;
