import { hashSecret } from '../../lib/secrets';
import { RECOVERY_CODE_COUNT } from '@olivia/contracts/two-factor';
import { newRecoveryCode, normaliseRecoveryCode } from './recovery-codes';

/**
 * A new set of recovery codes: the codes, shown once, and their argon2id hashes (as passwords
 * are kept), stored.
 */
export async function newRecoveryCodeSet(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashSecret(normaliseRecoveryCode(code))));
  return { codes, hashes };
}
