import type { Request } from 'express';
import createError from 'http-errors';
import { limits } from './limits';

/**
 * The encodings a form's action reads (`request.formData()`, remix-hook-form's `parseFormData`):
 * a browser's own post, and the router's after hydration (React Router sends remix-hook-form's
 * `createFormData` as `application/x-www-form-urlencoded` too, `multipart/form-data` only for a
 * form that asks for it).
 */
export const formEncodings = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a body is what its encoding says. The parsers would take anything: URLSearchParams turns
 * a broken escape (`%E0%A4%A`) or bytes that are not UTF-8 into U+FFFD, and the visitor's entry
 * into something else; a multipart body that does not parse makes `formData()` throw.
 */
export async function isWellFormed(type: string, contentType: string, body: Buffer): Promise<boolean> {
  if (type === 'multipart/form-data') {
    try {
      await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
      return true;
    } catch {
      return false;
    }
  }
  const text = body.toString('latin1');
  if (/%(?![\da-f]{2})/i.test(text)) return false;
  const decoded = text.replace(/%([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return isUtf8(Buffer.from(decoded, 'latin1'));
}

/**
 * Reads a body of at most `limits.bodyBytes`, counting as it comes: a chunked body (no length
 * declared; a declared one was checked in limits.ts) is refused the moment it is too long, not
 * read whole. Null for a body too long (the rest of it is the caller's to drop). It fails when
 * the visitor goes away before the body is whole.
 */
function readUpTo(request: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const stop = () => request.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= limit) return void chunks.push(chunk);
      stop();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onGone = () => {
      stop();
      reject(new Error('the request was abandoned before its body was whole'));
    };
    request.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
  });
}

/**
 * A form post's body, whole and checked before anything of it reaches the router, or the
 * http-errors error that refuses it: an encoding no action reads (415), too long (413) or not what
 * its encoding says (400).
 */
export async function readFormBody(request: Request): Promise<Buffer> {
  const contentType = request.get('content-type') ?? '';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const coding = request.get('content-encoding')?.trim().toLowerCase();
  if (coding && coding !== 'identity') throw createError(415, { headers: { 'accept-encoding': 'identity' } });
  if (!(formEncodings as readonly string[]).includes(type)) {
    throw createError(415, { headers: { 'accept-post': formEncodings.join(', ') } });
  }
  const body = await readUpTo(request, limits.bodyBytes);
  if (body === null) throw createError(413);
  if (!(await isWellFormed(type, contentType, body))) throw createError(400, { refusal: 'unreadableForm' });
  return body;
}
