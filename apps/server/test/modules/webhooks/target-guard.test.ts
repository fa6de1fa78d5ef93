import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages } from '@olivia/contracts/webhook-messages';
import { isBlockedAddress } from '../../../src/modules/webhooks/blocked-addresses';
import {
  checkTarget,
  resolveTarget,
  type Resolve,
} from '../../../src/modules/webhooks/target-guard';
import { sendDelivery } from '../../../src/modules/webhooks/webhook-sender';

const closed = { allowPrivate: false };
const fixed =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('blocked addresses (ADR 0044)', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:db8::1',
    '2001:0:4136:e378::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('allows the public %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('webhook target checks', () => {
  it('refuses plain http, user info and nonsense with clear messages', async () => {
    const policy = { ...closed, resolve: fixed('93.184.215.14') };
    await expect(checkTarget('http://example.com/hook', policy)).rejects.toThrow(
      webhookMessages.webhookUrlNotHttps,
    );
    await expect(checkTarget('https://user:pw@example.com/hook', policy)).rejects.toThrow(
      webhookMessages.webhookUrlUserinfo,
    );
    await expect(checkTarget('ftp://example.com', policy)).rejects.toThrow(
      webhookMessages.webhookUrlNotHttps,
    );
    await expect(checkTarget('not a url', policy)).rejects.toThrow(
      webhookMessages.webhookUrlInvalid,
    );
    await expect(checkTarget('https://example.com/hook', policy)).resolves.toBeInstanceOf(URL);
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/hook',
    'https://2130706433/hook',
    'https://0x7f.1/hook',
  ])('refuses the literal or local target %s', async (url) => {
    await expect(checkTarget(url, { ...closed, resolve: fixed('93.184.215.14') })).rejects.toThrow(
      webhookMessages.webhookUrlPrivate,
    );
  });

  it('refuses a host when any of its addresses is private', async () => {
    const resolve = fixed('93.184.215.14', '10.1.2.3');
    await expect(checkTarget('https://mixed.example/hook', { ...closed, resolve })).rejects.toThrow(
      webhookMessages.webhookUrlPrivate,
    );
    await expect(
      checkTarget('https://six.example/hook', { ...closed, resolve: fixed('fd00::5') }),
    ).rejects.toThrow(webhookMessages.webhookUrlPrivate);
  });

  it('refuses a host that does not resolve', async () => {
    const resolve: Resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(checkTarget('https://nowhere.example/', { ...closed, resolve })).rejects.toThrow(
      webhookMessages.webhookUrlUnresolved,
    );
  });

  it('answers the one address it checked, for the connection to use', async () => {
    const url = new URL('https://shop.example/hook');
    await expect(
      resolveTarget(url, { ...closed, resolve: fixed('93.184.215.14') }),
    ).resolves.toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('lets tests reach a local receiver only with the switch on', async () => {
    const resolve = fixed('127.0.0.1');
    await expect(
      checkTarget('http://127.0.0.1:9/hook', { allowPrivate: true, resolve }),
    ).resolves.toBeInstanceOf(URL);
    await expect(checkTarget('http://127.0.0.1:9/hook', { ...closed, resolve })).rejects.toThrow();
  });
});

describe('sending checks the target again and connects only where it checked', () => {
  let server: Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      if (request.url === '/drip') {
        // Answers, then drips a byte now and then, never finishing.
        response.writeHead(200);
        const drip = setInterval(() => response.write('.'), 20);
        response.on('close', () => clearInterval(drip));
        return;
      }
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      } else {
        response.writeHead(200).end('ok');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (url: string, resolve: Resolve, allowPrivate = false) =>
    sendDelivery({
      url,
      secret: 'whsec_test',
      body: '{}',
      deliveryId: '00000000-0000-4000-8000-000000000001',
      policy: { allowPrivate, resolve },
      now: () => new Date(),
    });

  it('refuses a name that now resolves to a private address (DNS rebinding at send time)', async () => {
    let calls = 0;
    // Public when the endpoint was saved, loopback now.
    const rebinding: Resolve = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
    };
    // Saved while it answered a public address…
    await expect(
      checkTarget(`https://rebind.example:${port}/`, { allowPrivate: false, resolve: rebinding }),
    ).resolves.toBeInstanceOf(URL);
    const before = hits;
    // …sent after the name moved to loopback: refused, nothing reaches the receiver.
    const result = await send(`https://rebind.example:${port}/`, rebinding);
    expect(result).toMatchObject({ delivered: false, statusCode: null });
    expect(result.response).toBe(webhookMessages.webhookUrlPrivate);
    expect(hits).toBe(before);
  });

  it('looks the name up once and connects to the address it checked', async () => {
    let calls = 0;
    const resolver: Resolve = async () => {
      calls += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    // The host is a name the system resolver does not know: only the pinned address can answer.
    const result = await send(`http://receiver.invalid:${port}/`, resolver, true);
    expect(result).toMatchObject({ delivered: true, statusCode: 200, response: 'ok' });
    expect(calls).toBe(1);
  });

  it('gives up on an answer that never ends, whatever it trickles', async () => {
    const result = await sendDelivery({
      url: `http://127.0.0.1:${port}/drip`,
      secret: 'whsec_test',
      body: '{}',
      deliveryId: '00000000-0000-4000-8000-000000000002',
      policy: { allowPrivate: true, resolve: fixed('127.0.0.1') },
      now: () => new Date(),
      timeoutMs: 300,
    });
    expect(result).toMatchObject({ delivered: false, statusCode: null, response: 'Timed out' });
  });

  it('does not follow a redirect: a 3xx is a failed attempt, recorded', async () => {
    const before = hits;
    const result = await send(`http://127.0.0.1:${port}/redirect`, fixed('127.0.0.1'), true);
    expect(result).toMatchObject({ delivered: false, statusCode: 302 });
    expect(result.response).toContain('not followed');
    expect(hits).toBe(before + 1);
  });
});
