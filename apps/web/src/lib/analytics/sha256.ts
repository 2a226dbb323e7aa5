/** SHA-256 of the UTF-8 text, as lower-case hex (Web Crypto: browsers in a secure context, Node). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The only form in which an e-mail address reaches analytics: trimmed, lower-cased, hashed. */
export function hashEmail(email: string): Promise<string> {
  return sha256Hex(email.trim().toLowerCase());
}
