/** Bytes as lower-case hex, two digits each (Uint8Array's toHex is not in every browser the site serves yet). */
export const bytesToHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
