// Certificates, judged apart from fetching: Node's fetch can only skip verification process-wide.
import net from 'node:net';
import tls from 'node:tls';
import { TIMEOUT_MS } from './http-requests.mjs';

/** Whether a browser would trust the certificate of an https origin (chain and host name). */
function certificateTrusted(url) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    const socket = tls.connect({
      host,
      port: Number(url.port || 443),
      servername: net.isIP(host) ? undefined : host, // SNI takes names only
      rejectUnauthorized: false, // to read `authorized` rather than fail
    });
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy());
    socket.once('secureConnect', () => {
      resolve(socket.authorized);
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/**
 * The certificate verdict of every https URL of a chain: the Observatory calls a response
 * unverified when any hop failed verification. Fetching must then go on without verification
 * (the Observatory retries so), which Node's fetch only allows process-wide.
 */
export async function chainVerified(urls, { insecure, untrusted }) {
  let verified = true;
  for (const url of urls.filter((u) => u.protocol === 'https:')) {
    if (await certificateTrusted(url)) continue;
    untrusted.add(url.origin);
    if (!insecure) verified = false;
  }
  return verified;
}
