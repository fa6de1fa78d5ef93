import type { FastifyInstance } from 'fastify';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { hasUnstorableCharacter } from '@olivia/contracts/text';
import { badRequest } from '../lib/errors';

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

const pathOf = (node: Node): string => {
  const keys: string[] = [];
  for (let at: Node | null = node; at; at = at.parent) if (at.key) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path of the first string (value or key) in `value` holding NUL or a lone surrogate, or
 * null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, root = ''): string | null {
  const stack: Node[] = [{ value, key: root, parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const item = node.value;
    if (typeof item === 'string') {
      if (hasUnstorableCharacter(item)) return pathOf(node) || 'body';
    } else if (Array.isArray(item)) {
      item.forEach((child, index) =>
        stack.push({ value: child, key: String(index), parent: node }),
      );
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        const entry = { value: child, key, parent: node };
        if (hasUnstorableCharacter(key)) return pathOf(entry);
        stack.push(entry);
      }
    }
  }
  return null;
}

const refuse = (field: string) =>
  badRequest(serverErrors.badRequest, { [field]: [messages.invalidCharacters] });

/**
 * Issue 7: whatever a route's schema says, no header, path parameter, query value or parsed
 * body holding NUL or a lone UTF-16 surrogate gets past the edge (PostgreSQL refuses the one
 * and cannot store the other): the request is answered 400 before any handler or lookup runs.
 * The contracts' `text()` refuses the other control characters field by field.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    for (const [name, value] of Object.entries(request.headers)) {
      if (findUnstorableText(value)) throw refuse(name);
    }
    const field = findUnstorableText(request.params) ?? findUnstorableText(request.query);
    if (field) throw refuse(field);
  });
  app.addHook('preValidation', async (request) => {
    const field = findUnstorableText(request.body);
    if (field) throw refuse(field);
  });
}
