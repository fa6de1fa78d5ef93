import { describe, expect, it } from 'vitest';
import { launchBrowserForSuite, newPage } from './support/browser';

const browser = launchBrowserForSuite();

/** The demo's blog admin (BLOG_ADMIN_EMAILS unset: Ada while demo stores are on). */
const ADA = { email: 'ada@example.com', password: 'Olivia#Demo26' };

describe('the blog', () => {
  it('Ada signs in as blog admin, writes and publishes a post, and a reader reads it signed out', async () => {
    const admin = await newPage(browser());
    await admin.goto('/blogs/sign-in');
    await admin.getByLabel('Email').fill(ADA.email);
    await admin.getByLabel('Password').fill(ADA.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL('**/blogs/admin');
    await expect
      .poll(() => admin.getByRole('heading', { name: 'Blog posts' }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        admin.getByRole('link', { name: 'Plan a delivery run your riders can follow' }).isVisible(),
      )
      .toBe(true);
    const [cookie] = (await admin.context().cookies()).filter((c) => c.name === 'blogAdmin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    await admin.getByRole('link', { name: 'New post' }).click();
    await admin.waitForURL('**/blogs/create');
    const title = `Opening a second shop ${Date.now().toString(36)}`;
    await admin.getByLabel('Title', { exact: true }).fill(title);
    await admin.getByLabel('Excerpt').fill('What changed when Ada opened in Yaba.');
    await admin
      .getByLabel('Body (Markdown)')
      .fill(
        '## Two tills, one stock\n\nBranches share the catalogue.\n\n<script>window.hacked = 1</script>',
      );
    await admin.getByLabel('Tags').fill('branches, growth');
    const preview = admin.getByRole('region', { name: 'Preview' });
    await expect
      .poll(() => preview.getByRole('heading', { name: 'Two tills, one stock' }).isVisible())
      .toBe(true);
    await admin.getByRole('button', { name: 'Publish now' }).click();
    await expect.poll(() => admin.getByText('Published.').isVisible()).toBe(true);
    await admin.waitForURL(/\/blogs\/create\/[0-9a-f-]{36}$/);
    const slug = await admin.getByLabel('Address').inputValue();

    // A reader, signed out, on a phone.
    const reader = await newPage(browser());
    await reader.setViewportSize({ width: 390, height: 844 });
    await reader.goto(`/blogs/${slug}`);
    expect(await reader.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    expect(await reader.getByRole('heading', { name: 'Two tills, one stock' }).isVisible()).toBe(
      true,
    );
    expect(await reader.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await reader.locator('link[rel=canonical]').getAttribute('href')).toMatch(
      new RegExp(`/blogs/${slug}$`),
    );
    await reader.goto('/blogs?tag=branches');
    expect(await reader.getByRole('link', { name: title }).isVisible()).toBe(true);

    // The log-out icon ends the server session: /blogs/admin leads to / afterwards.
    await admin.getByRole('button', { name: 'Log out of blog admin' }).click();
    await admin.waitForURL((url) => url.pathname === '/');
    await admin.goto('/blogs/admin');
    await admin.waitForURL((url) => url.pathname === '/');
  });
});
