import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';

/** What a menu's button shows: the same before its menu has loaded and after. */
export interface MenuTrigger {
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
}

/** A menu that has loaded: it draws `trigger` as its button, and opens as it mounts. */
export interface LoadedMenuProps {
  trigger: MenuTrigger;
}

interface DeferredMenuProps {
  trigger: MenuTrigger;
  /** The menu itself (Headless UI's), fetched when the button is first pointed at or focused. */
  load: () => Promise<ComponentType<LoadedMenuProps>>;
  /** The class of the element around the button, as the loaded menu draws it. */
  wrapperClassName?: string;
}

/**
 * A header menu whose code loads when it is first wanted, not with the page (ADR 0023): until
 * then its button is a plain one that looks the same. Pointing at or focusing the button fetches
 * the menu; pressing it mounts the menu opened, with its button focused.
 */
export function DeferredMenu({ trigger, load, wrapperClassName }: DeferredMenuProps) {
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
    <div className={wrapperClassName}>
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

/**
 * For a loaded menu: as it mounts (its button was just pressed), focus its button and open it as
 * the keyboard would — Headless UI's menus have no prop to open them.
 */
export function useOpenOnMount(button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = button.current;
    element?.focus();
    element?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, [button]);
}
