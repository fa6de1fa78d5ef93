/**
 * The one interface agent verification calls to check a BVN against the person's name (ADR
 * 0011). A real provider (a BVN-match API) plugs in here; the sandbox needs no account anywhere.
 */
export interface BvnMatchRequest {
  bvn: string;
  firstName: string;
  lastName: string;
}

/** null: the provider knows no such BVN. */
export type BvnMatch = { nameMatches: boolean; holderName: string } | null;

export interface IdentityProvider {
  readonly name: 'sandbox';
  matchBvn(request: BvnMatchRequest): Promise<BvnMatch>;
}

/** The sandbox's deterministic BVNs (README, "Identity sandbox"). */
export const SANDBOX_BVNS = {
  /** Held by someone else: the names do not match, and the store is blocked. */
  nameMismatch: '11111111111',
  /** No such BVN. */
  unknown: '00000000000',
} as const;

/** Every other BVN is the person's own: their name matches. */
export function createSandboxIdentityProvider(): IdentityProvider {
  return {
    name: 'sandbox',
    async matchBvn({ bvn, firstName, lastName }) {
      if (bvn === SANDBOX_BVNS.unknown) return null;
      if (bvn === SANDBOX_BVNS.nameMismatch) {
        return { nameMatches: false, holderName: 'Adaeze Okonkwo-Bello' };
      }
      return { nameMatches: true, holderName: `${firstName} ${lastName}` };
    },
  };
}
