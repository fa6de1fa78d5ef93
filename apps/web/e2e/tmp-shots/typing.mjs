import { chromium } from 'playwright-core';
const base = 'http://localhost:3155';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext()).newPage();
page.on('websocket', (ws) =>
  ws.on('framereceived', (f) => console.log('frame', String(f.payload).slice(0, 200))),
);
page.on('console', (m) => console.log('console', m.text()));
await page.goto(base + '/sign-in');
await page.getByLabel('Email').fill('ada@example.com');
await page.getByLabel('Password', { exact: true }).fill('Olivia#Demo26');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL('**/dashboard');
await page.goto(base + '/chats');
await page.waitForTimeout(2000);
const post = (url, body, headers = {}) =>
  fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  });
const started = await (
  await post('/api/olivia/chat/public/stores/adas-fabrics/conversations', {
    clientname: 'Bisi',
    clientemail: 'b@example.com',
  })
).json();
const h = { chattoken: started.token };
console.log(
  'send',
  (
    await post(
      `/api/olivia/chat/public/conversations/${started.conversation.id}/messages`,
      { message: 'hi' },
      h,
    )
  ).status,
);
await page.waitForTimeout(1000);
await page.getByText('Bisi').first().click();
await page.waitForTimeout(1000);
console.log(
  'typing',
  (await post(`/api/olivia/chat/public/conversations/${started.conversation.id}/typing`, {}, h))
    .status,
);
await page.waitForTimeout(500);
console.log('typing visible', await page.getByText('Bisi is typing…').count());
await page.screenshot({ path: '/tmp/s9/typing.png' });
await browser.close();
