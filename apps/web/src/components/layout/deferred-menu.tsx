import { useRef, useState, type ComponentType, type ReactNode } from 'react';

/** What a menu's button shows: the same before its menu has loaded and after. */
export interface MenuTrigger {
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
}

/**
 * A menu that has loaded: it draws `trigger` as its button, and opens as it mounts (`OpenedMenu`).
 */
export interface LoadedMenuProps {
  trigger: MenuTrigger;
}

interface DeferredMenuProps {
  trigger: MenuTrigger;
  /** The menu itself (Headless UI's), fetched when the button is first pointed at or focused. */
  load: () => Promise<ComponentType<LoadedMenuProps>>;
}

/**
 * A header menu whose code loads when it is first wanted, not with the page (ADR 0023): until
 * then its button is a plain one that looks the same. Pointing at or focusing the button fetches
 * the menu; pressing it mounts the menu opened, with its button focused.
 */
export function DeferredMenu({ trigger, load }: DeferredMenuProps) {
  const [Menu, setMenu] = useState<ComponentType<LoadedMenuProps> | null>(null);
  const loading = useRef<Promise<ComponentType<LoadedMenuProps>> | null>(null);

  const fetchMenu = () => {
    loading.current ??= load().catch((error: unknown) => {
      loading.current = null; // offline: the next press tries again
      throw error;
    });
    return loading.current;
  };
  const prefetch = () => void fetchMenu().catch(() => undefined);
  const open = () => {
    fetchMenu().then(
      (loaded) => setMenu(() => loaded),
      () => undefined,
    );
  };

  if (Menu) return <Menu trigger={trigger} />;
  return (
    // the element around the button as `OpenedMenu` draws it
    <div className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        {...trigger}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={open}
      />
    </div>
  );
}
