import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './sign-in-redirect';
import { screenPaths } from './screen-paths';

describe('safeRedirectPath (the ?from= of sign-in)', () => {
  it.each([
    null,
    '',
    'orders/all',
    '//evil.example',
    '//evil.example/orders',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    // Browsers strip tab, line feed and carriage return from URLs: these become //evil.example.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    '/\u0000/evil.example',
    '/\u001f/evil.example',
    '/orders/all\\..\\..\\evil',
    ' /orders',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    // Encoded forms, in case anything decodes them once more on the way.
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%5c/evil.example',
    '/%5Cevil.example',
    '/%00',
    '/%E0%A4%A',
  ])('refuses %j and goes to the dashboard', (from) => {
    expect(safeRedirectPath(from)).toBe(screenPaths.dashboard);
  });

  it.each([
    '/orders/all?page=2',
    '/orders/all?page=2&q=shoes#top',
    '/transactions/all',
    '/',
    '/products/all?q=caf%C3%A9',
    '/orders/all?q=a%20b',
  ])('keeps the same-origin path %j', (from) => {
    expect(safeRedirectPath(from)).toBe(from);
  });
});
