import { useEffect } from 'react';
import { useClientSettings } from '../../../lib/client-settings';
import { isOffCanvasEverywhere } from '../shell-classes';

/**
 * docs/product/screens.md: the dimmed overlay behind the open off-canvas sidebar; a click (or
 * Escape) closes it. It is hidden from assistive technology, which uses the sidebar's own close
 * button instead.
 */
export function SidebarOverlay() {
  const open = useClientSettings((state) => state.sidebar);
  const menu = useClientSettings((state) => state.menu);
  const setSidebar = useClientSettings((state) => state.setSidebar);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebar(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setSidebar]);

  if (!open) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="sidebar-overlay"
      onClick={() => setSidebar(false)}
      className={`fixed inset-0 z-40 bg-black/60 motion-safe:animate-fade-in ${
        isOffCanvasEverywhere(menu) ? '' : 'lg:hidden'
      }`}
    />
  );
}
