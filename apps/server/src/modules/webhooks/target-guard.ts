import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { webhookMessages } from '@olivia/contracts/webhook-messages';
import { isBlockedAddress } from './blocked-addresses';

/** A resolver: every address of `host` (tests give a fake one). */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

export interface TargetPolicy {
  /** Plain http and private addresses allowed (WEBHOOKS_ALLOW_PRIVATE_TARGETS; never in production). */
  allowPrivate: boolean;
  resolve: Resolve;
}

/** Why a target is refused: one of the webhook messages, said to the merchant as it is. */
export class TargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetRefused';
  }
}

/** The URL if its form is acceptable (https, no user name or password); else refused. */
export function parseTargetUrl(text: string, policy: Pick<TargetPolicy, 'allowPrivate'>): URL {
  if (!URL.canParse(text)) throw new TargetRefused(webhookMessages.webhookUrlInvalid);
  const url = new URL(text);
  if (url.username !== '' || url.password !== '') {
    throw new TargetRefused(webhookMessages.webhookUrlUserinfo);
  }
  const httpAllowed = policy.allowPrivate && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) {
    throw new TargetRefused(webhookMessages.webhookUrlNotHttps);
  }
  if (url.hostname === '') throw new TargetRefused(webhookMessages.webhookUrlInvalid);
  return url;
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * The one address to connect to for `url`, checked (ADR 0044): the host's every resolved
 * address must be public, and the caller connects to the address answered here, never looking
 * the name up again (a second answer, DNS rebinding, cannot swap it).
 */
export async function resolveTarget(
  url: URL,
  policy: TargetPolicy,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostOf(url);
  const literal = isIP(host);
  if (literal) {
    if (!policy.allowPrivate && isBlockedAddress(host)) {
      throw new TargetRefused(webhookMessages.webhookUrlPrivate);
    }
    return { address: host, family: literal as 4 | 6 };
  }
  if (!policy.allowPrivate && /(^|\.)localhost\.?$/i.test(host)) {
    throw new TargetRefused(webhookMessages.webhookUrlPrivate);
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    throw new TargetRefused(webhookMessages.webhookUrlUnresolved);
  }
  const [first] = addresses;
  if (!first) throw new TargetRefused(webhookMessages.webhookUrlUnresolved);
  if (!policy.allowPrivate && addresses.some((entry) => isBlockedAddress(entry.address))) {
    throw new TargetRefused(webhookMessages.webhookUrlPrivate);
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Checks a URL as it is saved: its form, and where its host resolves now. */
export async function checkTarget(text: string, policy: TargetPolicy): Promise<URL> {
  const url = parseTargetUrl(text, policy);
  await resolveTarget(url, policy);
  return url;
}
