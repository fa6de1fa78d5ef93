import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/** Fixed for tests only: their sealed values are thrown away with their database. */
const TEST_DATA_KEY = Buffer.alloc(32, 7);

/**
 * DATA_ENCRYPTION_KEY's 32 bytes; outside production without one, a key made once and kept in
 * DATA_DIR (one process on the embedded database reads it back after a restart).
 */
export function dataKeyOf(config: Config): Buffer {
  if (config.DATA_ENCRYPTION_KEY) return Buffer.from(config.DATA_ENCRYPTION_KEY, 'base64');
  if (config.NODE_ENV === 'test') return TEST_DATA_KEY;
  const file = path.join(config.DATA_DIR, 'data-encryption.key');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
