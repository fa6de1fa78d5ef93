import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until `text` is on screen (visible, not only in the DOM). */
export const shown = (page: Page, text: string | RegExp, timeout = 30_000) =>
  expect
    .poll(() => page.getByText(text).locator('visible=true').count(), { timeout })
    .toBeGreaterThan(0);

/**
 * The store's page arrives rendered by the server (ADR 0018) and answers typing and clicks once
 * React has taken it over: its heading then carries React's fiber.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(
    () => {
      const heading = document.querySelector('h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 30_000 },
  );
