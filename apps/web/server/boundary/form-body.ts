import type { Request } from 'express';
import createError from 'http-errors';
import getRawBody from 'raw-body';
import { limits } from './limits';

/**
 * The encodings a form's action reads (`request.formData()`): a browser's own post, and the
 * router's after hydration (React Router sends a form's `FormData` as
 * `application/x-www-form-urlencoded` too, `multipart/form-data` only for a form that asks for it).
 */
export const formEncodings = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/**
 * Whether a body is what its encoding says. The parsers would take anything: URLSearchParams turns
 * a broken escape (`%E0%A4%A`) or bytes that are not UTF-8 into U+FFFD, and the visitor's entry
 * into something else; a multipart body that does not parse makes `formData()` throw.
 */
export async function isWellFormed(type: string, contentType: string, body: Buffer): Promise<boolean> {
  if (type === 'multipart/form-data') {
    const form = new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    return form.then(
      () => true,
      () => false,
    );
  }
  // decodeURIComponent refuses a broken escape and bytes that are no UTF-8 once unescaped; the
  // bytes above ASCII that came unescaped are escaped first, to be checked the same way.
  const escaped = body.toString('latin1').replace(/[\x80-\xff]/g, (byte) => `%${byte.charCodeAt(0).toString(16)}`);
  return percentDecoded(escaped) !== null;
}

/** The text percent-decoded, or null. Its result is used: the build drops a call whose result is not. */
function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A form post's body, whole and checked before anything of it reaches the router, or the
 * http-errors error that refuses it: an encoding no action reads (415), a body over
 * `limits.bodyBytes` (413: raw-body's, the moment a chunked one passes it; a declared length was
 * checked in limits.ts) or one that is not what its encoding says (400). raw-body fails as well
 * (400, `request.aborted`) when the visitor goes before the body is whole. It is read with raw-body,
 * not Express's `express.raw`, which reads a refused body to its end before it answers 413.
 */
export async function readFormBody(request: Request): Promise<Buffer> {
  const contentType = request.get('content-type') ?? '';
  // The type as the router's `formData()` reads it (its essence); type-is parses by RFC 9110's
  // stricter grammar and would refuse some types the router reads.
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const coding = request.get('content-encoding')?.trim().toLowerCase();
  if (coding && coding !== 'identity') throw createError(415, { headers: { 'accept-encoding': 'identity' } });
  if (!(formEncodings as readonly string[]).includes(type)) {
    throw createError(415, { headers: { 'accept-post': formEncodings.join(', ') } });
  }
  const body = await getRawBody(request, { limit: limits.bodyBytes });
  if (!(await isWellFormed(type, contentType, body))) throw createError(400, { refusal: 'unreadableForm' });
  return body;
}
