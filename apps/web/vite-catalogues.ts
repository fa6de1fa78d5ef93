import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:catalogue-versions';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** `/assets/locale-<language>-<namespace>-<version>.json`, as the app fetches a catalogue. */
const CATALOGUE_URL = /^\/assets\/locale-([a-z]{2})-([A-Za-z]+)-[0-9a-f]+\.json$/;

/** Every catalogue of `src/locales`, by language then namespace, as minified JSON. */
function readCatalogues(localesDir: string): Map<string, Map<string, string>> {
  const languages = new Map<string, Map<string, string>>();
  for (const language of readdirSync(localesDir).sort()) {
    if (!/^[a-z]{2}$/.test(language)) continue;
    const files = new Map<string, string>();
    for (const file of readdirSync(path.join(localesDir, language)).sort()) {
      if (!file.endsWith('.json')) continue;
      const text = readFileSync(path.join(localesDir, language, file), 'utf8');
      files.set(file.slice(0, -'.json'.length), JSON.stringify(JSON.parse(text)));
    }
    languages.set(language, files);
  }
  return languages;
}

/** One version per language: a change to French's catalogues leaves the others cached. */
function versionOf(files: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const [namespace, json] of files) hash.update(`${namespace}\0${json}\0`);
  return hash.digest('hex').slice(0, 10);
}

/**
 * The translation catalogues as static JSON files (ADR 0023): the build writes each to
 * `assets/locale-<language>-<namespace>-<version>.json`, and `virtual:catalogue-versions` gives
 * the app each language's version — 15 short strings instead of a loader per file (510 of them).
 * The development server answers the same paths from `src/locales`.
 */
export function catalogueFiles(): Plugin {
  const localesDir = path.resolve(import.meta.dirname, 'src/locales');
  let catalogues = readCatalogues(localesDir);
  return {
    name: 'olivia-catalogue-files',
    buildStart() {
      catalogues = readCatalogues(localesDir);
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const versions = Object.fromEntries(
        [...catalogues].map(([language, files]) => [language, versionOf(files)]),
      );
      return `export const catalogueVersions = ${JSON.stringify(versions)};`;
    },
    generateBundle() {
      for (const [language, files] of catalogues) {
        const version = versionOf(files);
        for (const [namespace, json] of files) {
          this.emitFile({
            type: 'asset',
            fileName: `assets/locale-${language}-${namespace}-${version}.json`,
            source: json,
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = CATALOGUE_URL.exec(request.url ?? '');
        // Read fresh on each request: an edited catalogue shows on the next load.
        const file = match && path.join(localesDir, match[1] ?? '', `${match[2] ?? ''}.json`);
        if (!file || !existsSync(file)) return next();
        response.setHeader('content-type', 'application/json');
        response.end(readFileSync(file));
      });
    },
  };
}
