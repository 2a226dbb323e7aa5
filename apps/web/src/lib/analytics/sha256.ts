import { bytesToHex } from '@/lib/bytes-to-hex';

/**
 * SHA-256 of the UTF-8 text, as lower-case hex. Web Crypto's `crypto.subtle` exists only in secure
 * contexts (https, localhost): on plain http (a LAN or staging host) the audited @noble/hashes
 * implementation, loaded only then, gives the same digest, so no event is lost there.
 */
export async function sha256Hex(text: string): Promise<string> {
  const data = new TextEncoder().encode(text);
  if (globalThis.crypto?.subtle) return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', data)));
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return bytesToHex(sha256(data));
}

/** The only form in which an e-mail address reaches analytics: trimmed, lower-cased, hashed. */
export function hashEmail(email: string): Promise<string> {
  return sha256Hex(email.trim().toLowerCase());
}
