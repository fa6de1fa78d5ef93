import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import mainSource from '../main.tsx?raw';
import './zod-config';

describe('zod under the Content-Security-Policy (issue 7)', () => {
  it('is configured jitless', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('parses object schemas without compiling code through new Function', () => {
    const compiled: unknown[] = [];
    const RealFunction = globalThis.Function;
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args: unknown[]) {
          compiled.push(args);
          return Reflect.construct(target, args) as object;
        },
        apply(target, thisArg, args: unknown[]) {
          compiled.push(args);
          return Reflect.apply(target, thisArg, args) as unknown;
        },
      }),
    );
    const schema = z.object({ name: z.string(), nested: z.object({ count: z.number() }) });
    for (let i = 0; i < 3; i += 1) {
      expect(schema.parse({ name: 'a', nested: { count: i } })).toEqual({
        name: 'a',
        nested: { count: i },
      });
    }
    expect(compiled).toEqual([]);
  });

  it('is set by the entry before any other module (and so any schema) loads', () => {
    const firstImport = mainSource.match(/^import\s+[^;]*;/m)?.[0];
    expect(firstImport).toBe("import './lib/zod-config';");
  });
});
