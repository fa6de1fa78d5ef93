import { lazy, Suspense } from 'react';
import { useSettingsModal } from '../../lib/settings-modal';

/**
 * The modals and their loaders are fetched when a settings action or wallet step first opens:
 * none of them is needed to show a page, and their chunks' preload lists alone would weigh on
 * every signed-in first load (ADR 0023, 2026-11-29).
 */
const SettingsModals = lazy(() =>
  import('./settings-modals').then((m) => ({ default: m.SettingsModals })),
);

/** Mounts the modal of the open settings action code or wizard step, if one is open. */
export function SettingsModalHost() {
  const open = useSettingsModal((state) => state.step !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SettingsModals />
    </Suspense>
  );
}
