/** The link generator's action name (`link-action.server.ts`). */

/** A link the backend made: valid until its timestamp (14 days). */
export interface CreatedLink {
  url: string;
  validityTimestamp: string;
}
