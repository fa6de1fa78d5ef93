import { DomainNameSchema } from '@olivia/contracts/domains';
import type { Database } from '../../db/client';
import { storefrontSlugForHost } from './domains.repository';

/** How long an answer (a store, or none) is kept: a bought domain answers within a minute. */
const KEEP_MS = 60_000;
const MAX_HOSTS = 10_000;

/**
 * Which store's storefront a request's host name serves (ADR 0020): none for the app's own host,
 * a host that is not a domain name, or a domain nobody owns or that has expired. Answers are
 * kept a minute per host (read-only lookups of committed rows), at most MAX_HOSTS at once.
 */
export function createHostRouting(
  db: Database,
  appUrl: string,
  now: () => Date = () => new Date(),
) {
  const ownHost = new URL(appUrl).hostname.toLowerCase();
  const known = new Map<string, { slug: string | undefined; until: number }>();

  return async function storefrontSlugOf(hostname: string): Promise<string | undefined> {
    const host = hostname.toLowerCase();
    if (host === ownHost) return undefined;
    const parsed = DomainNameSchema.safeParse(host);
    if (!parsed.success) return undefined;
    const at = now();
    const kept = known.get(host);
    if (kept && kept.until > at.getTime()) return kept.slug;
    const slug = await storefrontSlugForHost(db, host, at);
    if (known.size >= MAX_HOSTS) known.clear();
    known.set(host, { slug, until: at.getTime() + KEEP_MS });
    return slug;
  };
}
