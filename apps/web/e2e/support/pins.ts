import { endpointUrl } from '@olivia/contracts/endpoint';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/**
 * Sets the signed-in main user's PIN through the API (a journey about paying starts with one).
 * A demo user another journey gave it already keeps it: every journey sets the same one.
 */
export async function setPinThroughApi(page: Page, pin: string) {
  const headers = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    systemid: localStorage.getItem('systemid') ?? '',
  }));
  const has = await fetch(`${baseUrl()}${endpointUrl(pinEndpoints.hasPersonalPin)}`, { headers });
  if (has.status === 200) return;
  const response = await fetch(`${baseUrl()}${endpointUrl(pinEndpoints.setPersonalPin)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ newpin: pin }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Types a PIN into the 4 boxes of the dialog `scope`. */
export async function typePin(scope: Locator, pin: string) {
  await scope.getByLabel('Digit 1 of 4').click();
  await scope.page().keyboard.type(pin);
}
