import { chromium } from 'playwright-core';
const base = 'http://localhost:3155';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext()).newPage();
page.on('request', (r) => {
  if (r.url().includes('/chat/')) console.log('req', r.method(), r.url().replace(base, ''));
});
page.on('response', (r) => {
  if (r.url().includes('/chat/')) console.log('res', r.status(), r.url().replace(base, ''));
});
page.on('console', (m) => console.log('console', m.text()));
await page.goto(base + '/website?store=adas-fabrics');
await page.getByRole('button', { name: /^Message/ }).click();
await page.getByLabel('Your name').fill('Kola');
await page.getByLabel('Email').fill('k@example.com');
await page.getByRole('button', { name: 'Start conversation' }).click();
await page.getByLabel('Your message').waitFor();
await page.getByLabel('Your message').fill('first');
await page.keyboard.press('Enter');
await page.waitForTimeout(3000);
await page.getByLabel('Your message').pressSequentially('Great');
await page.waitForTimeout(1000);
await browser.close();
