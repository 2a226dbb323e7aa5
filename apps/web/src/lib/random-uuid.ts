import { bytesToHex } from './bytes-to-hex';

/**
 * A random UUID (version 4). `crypto.randomUUID` exists only in secure contexts (https, localhost);
 * on plain http (a LAN or staging host) it is missing, `crypto.getRandomValues` is not.
 */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
