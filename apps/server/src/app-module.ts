import type { FastifyInstance } from 'fastify';
import type { Shared } from './app-shared';

/** What a module adds to the app, from the shared dependencies. */
export interface ModuleParts {
  /** Its routes under the main API prefix. */
  api?: (api: FastifyInstance) => PromiseLike<unknown>;
  /** Its routes under another prefix or outside /api, and its hooks, on the root app. */
  root?: (app: FastifyInstance) => PromiseLike<unknown>;
}

export type ServerModule = (shared: Shared) => ModuleParts;

/** The parts of a module that is one route plugin under the main API prefix. */
export const routes = <O extends object>(
  plugin: (api: FastifyInstance, options: O) => Promise<void>,
  options: O,
): ModuleParts => ({ api: (api) => api.register(plugin, options) });
