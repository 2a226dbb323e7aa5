import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { cspReportingEndpoints } from './csp-reports';

// Browser features the site never uses, denied to it and to anything it embeds. Only features
// Chromium knows: it logs an error in every page's console for one it does not (`bluetooth`).
const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * HSTS for a request that reached the trusted proxy over HTTPS (`X-Forwarded-Proto`, `trust proxy`
 * in app.ts). The cookies of such a request's answer are Secure where they are written.
 */
const hstsOverHttps: RequestHandler = (request, response, next) => {
  if (request.secure) response.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  next();
};

/**
 * The client's files (scripts, styles, fonts, images) get the two headers that matter for a file
 * a page loads: a document's policies (`documentHeaders`) would add ~1 kB to each of the ~40 files
 * of a page load, a phone's connection carrying them for nothing.
 */
export const fileHeaders: RequestHandler = (_request, response, next) => {
  response.set({ 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' });
  next();
};

/**
 * Every other response's headers, with `noInlineCode` as its Content-Security-Policy: a page
 * replaces it with its own, which allows its inline scripts (the catch-all of app.ts).
 */
export function documentHeaders(noInlineCode: string): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' }, // as frame-ancestors 'none', for browsers without CSP 2
      strictTransportSecurity: false, // HTTPS requests only, below
    }),
    (_request, response, next) => {
      response.set('Content-Security-Policy', noInlineCode);
      next();
    },
    hstsOverHttps,
    (_request, response, next) => {
      response.set({ 'Permissions-Policy': permissionsPolicy, 'Reporting-Endpoints': cspReportingEndpoints });
      next();
    },
  ];
}
