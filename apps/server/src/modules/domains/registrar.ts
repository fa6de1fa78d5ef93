import { toMinorUnits } from '@olivia/contracts/money';

/** A domain's price for one year, as a registrar quotes it (minor units of `currency`). */
export interface DomainQuote {
  domain: string;
  /** False when the registry has it registered to someone (ours or not). */
  available: boolean;
  yearlyPrice: bigint;
  currency: string;
}

/**
 * The registry's final no to a registration or renewal (the name taken meanwhile, a renewal of a
 * name no longer ours): no retry would change it, so the payment goes back (ADR 0025). Any other
 * failure of `register` or `renew` is retried.
 */
export class RegistrarRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistrarRefusal';
  }
}

/**
 * Where domains are bought (ADR 0020). Quoting is free and may be asked often; `register` and
 * `renew` are jobs written with the store's payment and run after it commits (ADR 0025): they may
 * be called again for the same payment, so a name already registered to us answers success.
 */
export interface Registrar {
  readonly name: string;
  /** The endings it sells, most popular first ('com', 'com.ng', …). */
  readonly endings: readonly string[];
  /** Quotes for names whose ending it sells, in `currency`; the others are left out. */
  quote(domains: readonly string[], currency: string): Promise<DomainQuote[]>;
  register(domain: string, years: number): Promise<void>;
  renew(domain: string, years: number): Promise<void>;
}

/** The sandbox's yearly prices, major units: NGN, then any other currency. */
const SANDBOX_PRICES: Record<string, { NGN: number; other: number }> = {
  com: { NGN: 18_000, other: 12 },
  'com.ng': { NGN: 6_500, other: 5 },
  ng: { NGN: 12_000, other: 9 },
  shop: { NGN: 9_000, other: 6 },
  store: { NGN: 12_000, other: 8 },
  online: { NGN: 8_000, other: 5 },
  net: { NGN: 20_000, other: 14 },
  org: { NGN: 19_000, other: 13 },
  'co.uk': { NGN: 11_000, other: 8 },
  co: { NGN: 30_000, other: 22 },
};

/**
 * Names the sandbox registry treats as someone else's: famous brands, and any name whose first
 * label starts with 'taken' (so a test or a demo can see "not available" on purpose).
 */
const SANDBOX_REGISTERED = new Set(['google', 'facebook', 'amazon', 'jumia', 'olivia', 'example']);

export const endingOf = (domain: string, endings: readonly string[]): string | undefined =>
  [...endings]
    .sort((a, b) => b.length - a.length)
    .find((ending) => domain.endsWith(`.${ending}`) && domain.length > ending.length + 1);

export function createSandboxRegistrar(): Registrar {
  const endings = Object.keys(SANDBOX_PRICES);
  return {
    name: 'sandbox',
    endings,
    async quote(domains, currency) {
      return domains.flatMap((domain) => {
        const ending = endingOf(domain, endings);
        if (!ending) return [];
        const label = domain.slice(0, -(ending.length + 1));
        const first = label.split('.').at(-1) ?? label;
        const prices = SANDBOX_PRICES[ending];
        if (!prices) return [];
        const price = prices[currency === 'NGN' ? 'NGN' : 'other'];
        return [
          {
            domain,
            available: !SANDBOX_REGISTERED.has(first) && !first.startsWith('taken'),
            yearlyPrice: toMinorUnits(price),
            currency,
          },
        ];
      });
    },
    async register() {},
    async renew() {},
  };
}
