import { describe, expect, it } from 'vitest';
import { FALLBACK_MIME_TYPE, mimeTypeFor } from '../src/mime';

describe('mimeTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/index-3f2a.js', 'text/javascript; charset=utf-8'],
    ['assets/worker.mjs', 'text/javascript; charset=utf-8'],
    ['assets/index-3f2a.css', 'text/css; charset=utf-8'],
    ['assets/mocks/mta_timecard.json', 'application/json; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['favicon.svg', 'image/svg+xml'],
    ['icons/icon-512.PNG', 'image/png'],
    ['photo.jpeg', 'image/jpeg'],
    ['favicon.ico', 'image/x-icon'],
    ['assets/inter.woff2', 'font/woff2'],
    ['assets/app.wasm', 'application/wasm'],
  ])('%s is %s', (file, type) => {
    expect(mimeTypeFor(file)).toBe(type);
  });

  it('falls back to a binary type for unknown or missing extensions', () => {
    expect(mimeTypeFor('assets/index.js.br')).toBe(FALLBACK_MIME_TYPE);
    expect(mimeTypeFor('LICENSE')).toBe(FALLBACK_MIME_TYPE);
    expect(FALLBACK_MIME_TYPE).toBe('application/octet-stream');
  });
});
