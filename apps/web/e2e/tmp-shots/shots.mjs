import { chromium } from 'playwright-core';
const base = 'http://localhost:3155';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
async function shoot(name, width, height, locale, fn) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  await fn(page);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/s9/${name}.png` });
  await context.close();
}
async function signIn(page) {
  await page.goto(base + '/sign-in');
  await page
    .locator('input[type=email], input[name=username], input[name=email]')
    .first()
    .fill('ada@example.com');
  await page.locator('input[type=password]').first().fill('Olivia#Demo26');
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/dashboard');
}
for (const [w, h, tag] of [
  [1440, 900, 'desk'],
  [390, 844, 'mob'],
]) {
  for (const locale of ['en', 'fr']) {
    await shoot(`chats-${tag}-${locale}`, w, h, locale, async (page) => {
      await signIn(page);
      await page.goto(base + '/chats');
      await page.waitForTimeout(800);
      if (tag === 'desk') {
        await page.getByText('Chioma Nwosu').first().click();
      }
    });
    await shoot(`thread-${tag}-${locale}`, w, h, locale, async (page) => {
      await signIn(page);
      await page.goto(base + '/chats');
      await page.getByText('Chioma Nwosu').first().click();
    });
    await shoot(`store-${tag}-${locale}`, w, h, locale, async (page) => {
      await page.goto(base + '/website?store=adas-fabrics');
      await page.waitForTimeout(500);
      await page.getByRole('button').last().click();
    });
  }
}
await browser.close();
