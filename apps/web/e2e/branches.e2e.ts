import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';

const browser = launchBrowserForSuite();

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await signInThroughUi(page, email, 'Olivia#Demo26');
  await page.waitForURL('**/dashboard');
}

describe('branches', () => {
  it("lets Ada see her shop's staff and counter sales, add a pop-up, deactivate and remove it; Tunde only reads", async () => {
    const page = await newPage(browser());
    await signIn(page, 'ada@example.com');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Branches' }).click();
    await page.waitForURL('**/branch/all');
    const table = page.getByRole('table', { name: 'Branches' });
    await expect
      .poll(() => table.getByRole('link', { name: 'Yaba shop', exact: true }).count())
      .toBe(1);
    expect(await table.getByRole('link', { name: 'Ikeja warehouse', exact: true }).count()).toBe(1);

    // The shop: its hours, pickup, Tunde who works there, and its counter sales.
    await table.getByRole('link', { name: 'Yaba shop', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Yaba shop' });
    await expect.poll(() => detail.getByText('Tunde Bello').count()).toBeGreaterThan(0);
    expect(await detail.textContent()).toContain('Collect at the counter');
    expect(await detail.textContent()).toContain('Saturday10:00–16:00');
    await detail.getByRole('link', { name: 'See its orders' }).click();
    await page.waitForURL(/\/orders\/all\?branch=/);
    const orders = page.getByRole('table', { name: 'Orders' });
    await expect.poll(() => orders.getByText('Mama Tolu').count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Branch').inputValue()).not.toBe('');

    // A pop-up at the Lekki pickup point, open at weekends.
    await page.goto('/branch/all/new');
    const drawer = page.getByRole('dialog', { name: 'New branch' });
    await drawer.getByLabel('Name').fill('Lekki fair');
    await drawer.getByLabel('Type').selectOption({ label: 'Pop-up' });
    const address = drawer.getByLabel('Address');
    await expect
      .poll(() => address.locator('option', { hasText: 'Lekki pickup point' }).count())
      .toBe(1);
    const lekki = await address
      .locator('option', { hasText: 'Lekki pickup point' })
      .getAttribute('value');
    await address.selectOption(lekki ?? '');
    await drawer.getByRole('checkbox', { name: /collect their orders/ }).check();
    await drawer.getByLabel('Pickup instructions').fill('At the Olivia stand by gate 2');
    await drawer.getByRole('button', { name: 'Add branch' }).click();
    await shown(page, 'Lekki fair added');
    const row = table.getByRole('row', { name: /Lekki fair/ });
    await expect.poll(() => row.textContent()).toContain('Pop-up');

    // Deactivating says nothing moves; removing a branch nothing is attached to works.
    await row.getByRole('button', { name: 'Actions for Lekki fair' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Lekki fair?' });
    expect(await confirm.textContent()).toContain('Nothing moves');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => row.textContent()).toContain('Inactive');
    await row.getByRole('button', { name: 'Actions for Lekki fair' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Lekki fair?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect
      .poll(() => table.getByRole('link', { name: 'Lekki fair', exact: true }).count())
      .toBe(0);

    // Tunde sees the branches, and cannot add one.
    const staff = await newPage(browser());
    await signIn(staff, 'tunde@example.com');
    await staff.goto('/branch/all');
    await expect
      .poll(() =>
        staff
          .getByRole('table', { name: 'Branches' })
          .getByRole('link', { name: 'Yaba shop', exact: true })
          .count(),
      )
      .toBe(1);
    expect(await staff.getByRole('link', { name: 'New branch' }).count()).toBe(0);
  });
});
