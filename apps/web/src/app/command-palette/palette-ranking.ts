/** What the ranking reads of an entry: its label and the words around it (its group, say). */
export interface Rankable {
  label: string;
  /** Further text that matches but counts less than the label (group name, detail). */
  context?: string;
}

/** Lower case, without accents, so 'Comandes' matches 'commandés' and 'ÜBER' matches 'uber'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** A score from this up: the label, its start or a word's start (not letters inside a word). */
export const STRONG_MATCH = 60;

const words = (text: string) => text.split(/[\s\-–—/›·,.()]+/).filter((word) => word !== '');

/**
 * How well `entry` answers `query`, higher is better, or 0 when it does not: the whole label
 * (100), its start (80), the start of one of its words (60), anywhere in it (40), every word of
 * the query starting a word of the label or its context (20: 'new prod', 'trans card'); within a
 * kind, the more of the label the query covers the better ('custom': Customers before Customer
 * reviews).
 */
export function matchScore(entry: Rankable, query: string): number {
  const q = foldText(query);
  if (q === '') return 1;
  const label = foldText(entry.label);
  const kind = matchKind(label, foldText(entry.context ?? ''), q);
  return kind === 0 || kind === 100
    ? kind
    : kind + Math.min(q.length, label.length) / (label.length + 1);
}

function matchKind(label: string, context: string, q: string): number {
  if (label === q) return 100;
  if (label.startsWith(q)) return 80;
  if (words(label).some((word) => word.startsWith(q))) return 60;
  if (label.includes(q)) return 40;
  const haystack = words(`${label} ${context}`);
  const typed = words(q);
  if (typed.every((word) => haystack.some((candidate) => candidate.startsWith(word)))) return 20;
  return 0;
}

/**
 * The entries that answer `query`, best first; equal scores keep their given order. An empty
 * query keeps them all, in order.
 */
export function rankEntries<E extends Rankable>(entries: readonly E[], query: string): E[] {
  return entries
    .map((entry, index) => ({ entry, index, score: matchScore(entry, query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ entry }) => entry);
}
