/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/endpoint';
import { allEndpoints } from './all-endpoints';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['apps/server/src', 'apps/web/src'];

/** Screens of the web app that docs/product names like an API path; they are not calls. */
const SCREEN_PATHS = new Set([
  '/recover-password',
  '/reset-password',
  '/sub-users/all',
  '/products/all',
  '/store-setup',
  '/orders/all',
  '/customers/all',
  '/payment-links',
  '/transactions/success-rate',
  '/receipts/all',
  '/qr-codes/all',
  '/coupons/all',
  '/suppliers/all',
  '/promotions/all',
  '/banners/all',
]);

/** Production code only: tests call real URLs on purpose. */
const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('test');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return isSource(full) ? [full] : [];
  });
}

/** Every string and template literal of a file; an interpolation reads as ':param'. */
function literals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    if (ts.isTemplateExpression(node)) {
      text =
        node.head.text + node.templateSpans.map((span) => `:param${span.literal.text}`).join('');
    }
    if (text === undefined) ts.forEachChild(node, visit);
    else
      found.push({
        text,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      });
  };
  visit(source);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An endpoint path as a pattern: a parameter is an interpolation or one path segment. */
const pattern = (endpointPath: string) =>
  new RegExp(`^(:param)?${endpointPath.split(/:\w+/).map(escape).join('(:param|[^/:]+)')}$`);

describe('API paths are written only in packages/contracts (docs/engineering.md#api-conventions)', () => {
  it('finds no API path literal in apps/*/src', async () => {
    const endpoints = await allEndpoints();
    const patterns = endpoints.map((endpoint) => ({
      name: `${endpoint.method} ${endpoint.prefix}${endpoint.path}`,
      regex: pattern(endpoint.path),
    }));
    const offences: string[] = [];
    for (const folder of SOURCES) {
      for (const file of sourceFiles(path.join(ROOT, folder))) {
        const relative = path.relative(ROOT, file);
        for (const { text, line } of literals(file)) {
          const apiUrl = text === API_ROOT || text.startsWith(`${API_ROOT}/`);
          const match = patterns.find(({ regex }) => regex.test(text));
          const screen = relative.startsWith('apps/web/') && SCREEN_PATHS.has(text);
          if (apiUrl) offences.push(`${relative}:${line} '${text}' is an API URL`);
          else if (match && !screen) {
            offences.push(`${relative}:${line} '${text}' is the path of ${match.name}`);
          }
        }
      }
    }
    expect(offences).toEqual([]);
    // It parses every source file of both apps: seconds on a busy machine, not a budget.
  }, 60_000);

  it('would catch a path written by hand', () => {
    const regex = pattern('/sub-users/:id');
    expect(regex.test('/sub-users/:param')).toBe(true);
    expect(regex.test(':param/sub-users/42')).toBe(true);
    expect(pattern('/agent/pbbt/pbbt').test('/agent/pbbt/pbbt')).toBe(true);
    expect(pattern('/agent/pbbt/pbbt').test('/agent/pbbt/status')).toBe(false);
  });
});
