/** What every mock-server resolver receives besides its arguments. */
export interface ResolverContext {
  /** The bearer token of the request's Authorization header, without its prefix. */
  bearerToken: string | null;
}
