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

/** A business's entry in its register: its name and whether it is active. null: no such number. */
export type RegistryEntry = { name: string; active: boolean } | null;

export interface IdentityProvider {
  readonly name: 'sandbox';
  matchBvn(request: BvnMatchRequest): Promise<BvnMatch>;
  /**
   * Looks a business registration up in its register (ADR 0045): 'NG' the Corporate Affairs
   * Commission (an RC, BN or IT number), 'GB' Companies House. Throws when the register cannot be
   * reached.
   */
  lookUpBusiness(register: 'NG' | 'GB', number: string): Promise<RegistryEntry>;
}

/** The sandbox's deterministic BVNs (README, "Identity sandbox"). */
export const SANDBOX_BVNS = {
  /** Held by someone else: the names do not match, and the store is blocked. */
  nameMismatch: '11111111111',
  /** No such BVN. */
  unknown: '00000000000',
} as const;

/** The sandbox's deterministic registration numbers (README, "Identity sandbox"). */
export const SANDBOX_REGISTRATIONS = {
  NG: { unknown: 'RC000000', dissolved: 'RC111111', unreachable: 'RC999999' },
  GB: { unknown: '00000000', dissolved: '11111111', unreachable: '99999999' },
} as const;

/** Every other BVN is the person's own: their name matches. Every other number is an active business. */
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
    async lookUpBusiness(register, number) {
      const numbers = SANDBOX_REGISTRATIONS[register];
      if (number === numbers.unreachable) throw new Error('sandbox register unreachable');
      if (number === numbers.unknown) return null;
      const name =
        register === 'NG' ? `Sandbox Enterprises ${number} Ltd` : `SANDBOX ${number} LIMITED`;
      return { name, active: number !== numbers.dissolved };
    },
  };
}
