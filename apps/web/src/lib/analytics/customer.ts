import { jwtDecode } from 'jwt-decode';

/** What the shop knows about a signed-in customer, for the consent setup (docs/product.md §6). */
export interface IdentifiedCustomer {
  customerId: string;
  consentToken: string;
  saltedHashedCustomerId: string;
}

/**
 * A customer is identified when the shop's auth token (the `apollo:default.token` cookie, set by
 * the shop's login) is a JWT whose payload carries `customerId`, `consentToken` and
 * `saltedHashedCustomerId`. Any other token (none, opaque, or without these claims) is an
 * unidentified visitor. The claims are read, not verified: they only steer analytics.
 */
export function identifiedCustomer(authToken: string | null): IdentifiedCustomer | null {
  if (!authToken) return null;
  try {
    const claims = jwtDecode<Record<string, unknown>>(authToken.replace(/^\w+\s+/, ''));
    const { customerId, consentToken, saltedHashedCustomerId } = claims;
    if ([customerId, consentToken, saltedHashedCustomerId].every((claim) => typeof claim === 'string' && claim !== ''))
      return { customerId, consentToken, saltedHashedCustomerId } as IdentifiedCustomer;
  } catch {
    // Not a JWT: an opaque token says nothing about the customer.
  }
  return null;
}
