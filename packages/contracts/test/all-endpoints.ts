/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint } from '../src/endpoint';

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  ['method', 'prefix', 'path', 'auth', 'response'].every((key) => key in value);

/**
 * Every endpoint that `src/*-endpoints.ts` exports (one by one or in groups), read from the
 * folder so that a new endpoints file is covered without a list to update.
 */
export async function allEndpoints(): Promise<AnyEndpoint[]> {
  const files = readdirSync(SOURCE).filter((file) => file.endsWith('-endpoints.ts'));
  const modules: Record<string, unknown>[] = await Promise.all(
    files.map((file) => import(`${SOURCE}${file}`)),
  );
  return modules
    .flatMap((exports) => Object.values(exports))
    .flatMap((value) =>
      isEndpoint(value) ? [value] : Object.values(value as object).filter(isEndpoint),
    );
}
