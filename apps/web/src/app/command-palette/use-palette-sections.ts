import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeBalanceCard } from '../../features/wallet/components/balance-visibility';
import { getStoredSetup, useSession } from '../../lib/session';
import { NAV_ITEMS } from '../layouts/sidebar/nav-items';
import { navViewerOf } from '../layouts/sidebar/nav-visibility';
import {
  paletteCommands,
  visibleScreenIds,
  type PaletteCommand,
  type PaletteCommandEntry,
} from './palette-commands';
import { matchScore, rankEntries, STRONG_MATCH } from './palette-ranking';
import { RECORD_SEARCHES, type SearchGroupId } from './palette-searches';
import { useRecordSearch } from './use-record-search';

/** With a query, each section of actions, screens or settings shows at most this many. */
export const COMMANDS_PER_SECTION = 6;

/** One option of the listbox. */
export interface PaletteOption {
  key: string;
  label: string;
  detail?: string;
  command: PaletteCommand;
}

export type SectionId = 'actions' | 'screens' | 'settings' | SearchGroupId;

/** A group of options under its heading; a search still running or failed says so. */
export interface PaletteSection {
  id: SectionId;
  options: PaletteOption[];
  status: 'ready' | 'loading' | 'failed';
}

const sectionOf = (entry: PaletteCommandEntry): SectionId =>
  entry.kind === 'screen' ? 'screens' : entry.kind === 'settings' ? 'settings' : 'actions';

/**
 * The palette's sections for `query`: the viewer's actions, screens and settings ranked against
 * it, then the record searches the viewer's sidebar allows (orders, products, customers,
 * transactions), each as it answers. Empty sections are left out.
 */
export function usePaletteSections(query: string): PaletteSection[] {
  const { t } = useTranslation(['commandPalette', 'nav']);
  const user = useSession((state) => state.user);
  const commands = useMemo(() => {
    const viewer = navViewerOf(user);
    return paletteCommands(NAV_ITEMS, {
      ...viewer,
      canTopUp: canSeeBalanceCard(user, getStoredSetup()),
    });
  }, [user]);
  const searches = useMemo(() => {
    const screens = visibleScreenIds(commands);
    return RECORD_SEARCHES.filter((search) => screens.has(search.screen));
  }, [commands]);
  const found = useRecordSearch(query, searches);

  const labelled = commands.map((entry) => {
    const group = 'group' in entry && entry.group ? t(`nav:groups.${entry.group}`) : undefined;
    const label =
      entry.kind === 'screen'
        ? t(`nav:links.${entry.id}`)
        : entry.kind === 'navAction'
          ? t(`nav:actions.${entry.id}`)
          : entry.kind === 'settings'
            ? t(`nav:settings.${entry.id}`)
            : t(`commandPalette:actions.${entry.id}`);
    return {
      section: sectionOf(entry),
      key: `${entry.kind}:${entry.id}`,
      label,
      detail: group,
      context: group ?? (entry.kind === 'settings' ? t('nav:settings.group') : undefined),
      command: entry.command,
    };
  });
  const typed = query.trim() !== '';
  const ranked = rankEntries(labelled, query);
  const commandSections = (['actions', 'screens', 'settings'] as const).map((id) => {
    const matches = ranked.filter((entry) => entry.section === id);
    const best = matches[0];
    return {
      strong: !typed || (best !== undefined && matchScore(best, query) >= STRONG_MATCH),
      section: {
        id,
        status: 'ready',
        options: matches
          .slice(0, typed ? COMMANDS_PER_SECTION : undefined)
          .map(({ key, label, detail, command }) => ({ key, label, detail, command })),
      } satisfies PaletteSection,
    };
  });
  const recordSections = searches.flatMap((search): PaletteSection[] => {
    const result = found[search.id];
    if (!result) return [];
    if (result.status !== 'done') return [{ id: search.id, status: result.status, options: [] }];
    return [
      {
        id: search.id,
        status: 'ready',
        options: result.hits.map((hit) => ({
          key: `${search.id}:${hit.id}`,
          label: hit.label,
          detail: hit.detail,
          command: { type: 'navigate', to: hit.to },
        })),
      },
    ];
  });
  // Sections whose best match is only a few letters inside a word ('an' in 'Loans') come after
  // the records found, so a name typed in part shows its records first.
  const commandsOf = (strong: boolean) =>
    commandSections.filter((entry) => entry.strong === strong).map((entry) => entry.section);
  return [...commandsOf(true), ...recordSections, ...commandsOf(false)].filter(
    (section) => section.options.length > 0 || section.status !== 'ready',
  );
}
