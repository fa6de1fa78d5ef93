import { Menu, MenuButton } from '@headlessui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { MenuTrigger } from './deferred-menu';

/**
 * A deferred menu once loaded (see `DeferredMenu`): Headless UI's menu with `trigger` as its
 * button, and `children` its items. It mounts because its button was just pressed, so it
 * focuses the button and opens as the keyboard would (Headless UI's menus have no prop to open
 * them).
 */
export function OpenedMenu({ trigger, children }: { trigger: MenuTrigger; children: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    button.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, []);

  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} {...trigger} />
      {children}
    </Menu>
  );
}
