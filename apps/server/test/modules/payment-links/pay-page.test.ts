import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAccount } from '../../helpers/checkout';
import { signUp, uniqueAddress } from '../../helpers/factories';
import { createLink, getLink } from '../../helpers/payment-links';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
  remoteAddress: uniqueAddress(),
});

describe('the pay page', () => {
  it('renders the link as HTML with its form, and counts people, not bots', async () => {
    const owner = await signUp(app, { businessname: 'Kemi <Studio>' });
    const link = await createLink(app, owner, { name: 'Gele & wrap class', amount: 7500 });
    const page = await app.inject({ url: `/pay/${link.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Gele &#38; wrap class');
    expect(page.body).toContain('Kemi &#60;Studio&#62;');
    expect(page.body).toContain('₦7,500.00');
    expect(page.body).toMatch(/<form method="post" action="\/pay\/[^"]+"/);
    expect(page.body).not.toContain('<script');
    await app.inject({ url: `/pay/${link.slug}`, headers: { 'user-agent': 'Googlebot/2.1' } });
    expect((await getLink(app, owner, link.id)).views).toBe(1);
  });

  it('takes the form, sends the payer to the account, and shows the thanks once paid', async () => {
    const owner = await signUp(app, { businessname: 'Kemi Studio' });
    const link = await createLink(app, owner, { aftermessage: 'See you on Saturday!' });
    const posted = await app.inject({
      url: `/pay/${link.slug}`,
      ...form({ name: 'Tolu', email: 'tolu@example.com', bank: '035' }),
    });
    expect(posted.statusCode, posted.body).toBe(303);
    const location = String(posted.headers.location);
    expect(location).toMatch(new RegExp(`^/pay/${link.slug}/p/[0-9a-f-]{36}$`));
    const pending = await app.inject({ url: location });
    expect(pending.body).toContain('data-status="pending"');
    expect(pending.body).toContain('<script src="/pay-assets/pay.js" defer></script>');
    const accountNumber = /<dd><span>(\d+)<\/span>/.exec(pending.body)?.[1] ?? '';
    await payAccount(app, accountNumber);
    const paid = await app.inject({ url: location });
    expect(paid.body).toContain('data-status="paid"');
    expect(paid.body).toContain('See you on Saturday!');
  });

  it("answers the form's mistakes on the page, in the payer's language, changing nothing", async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { amounttype: 'payer', minimumamount: 1000 });
    const posted = await app.inject({
      url: `/pay/${link.slug}?lang=fr`,
      ...form({ name: '', email: 'not-an-email', amount: '20', bank: '035' }),
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('<html lang="fr">');
    expect(posted.body).toContain('not-an-email');
    expect(posted.body).toMatch(/id="email-error">[^<]+</);
    expect(posted.body).not.toContain('>Enter a valid email address<');
    const below = await app.inject({
      url: `/pay/${link.slug}`,
      ...form({ name: 'Tolu', email: 'tolu@example.com', amount: '20', bank: '035' }),
    });
    expect(below.statusCode).toBe(400);
    expect(below.body).toContain('The amount is below the minimum');
    expect((await getLink(app, owner, link.id)).attempts).toBe(0);
  });

  it("pre-fills a payer-chooses link's amount from ?amount=, and ignores a malformed one", async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { amounttype: 'payer', minimumamount: 1000 });
    const page = await app.inject({ url: `/pay/${link.slug}?amount=50000` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<input id="amount" name="amount" value="50000"/);
    const odd = await app.inject({ url: `/pay/${link.slug}?amount=%22%3E%3Cb%3E` });
    expect(odd.body).toMatch(/<input id="amount" name="amount" value=""/);
    const plain = await app.inject({ url: `/pay/${link.slug}` });
    expect(plain.body).toMatch(/<input id="amount" name="amount" value=""/);
  });

  it('says why an inactive link takes no payment, and 404s an unknown one', async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { active: false });
    const page = await app.inject({ url: `/pay/${link.slug}` });
    expect(page.body).toContain('This payment link is not active.');
    expect(page.body).not.toContain('<form');
    expect((await app.inject({ url: '/pay/nothing-here-at-all' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/pay/${link.slug}/p/not-a-uuid` })).statusCode).toBe(404);
  });

  it('ships under 30 KB of JavaScript (gzip): one small script', async () => {
    const script = await app.inject({ url: '/pay-assets/pay.js' });
    expect(script.statusCode).toBe(200);
    expect(gzipSync(script.rawPayload).length).toBeLessThan(30 * 1024);
  });
});
