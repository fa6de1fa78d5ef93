import type { ClientSettings, MenuStyle, NavbarStyle } from '../../lib/client-settings';

/** Whether the sidebar is off-canvas on large screens too (the horizontal menu style). */
export const isOffCanvasEverywhere = (menu: MenuStyle) => menu === 'horizontal';

const stickyTop: Record<NavbarStyle, string> = {
  'navbar-sticky': 'lg:top-16 lg:h-[calc(100dvh-4rem)]',
  'navbar-floating': 'lg:top-[4.5rem] lg:h-[calc(100dvh-4.5rem)]',
  'navbar-static': 'lg:top-0 lg:h-dvh',
};

/** The space the sidebar takes in the page on large screens. */
export function sidebarFrameClass(menu: MenuStyle): string {
  if (menu === 'horizontal') return '';
  return menu === 'collapsible-vertical' ? 'lg:w-[70px] lg:shrink-0' : 'lg:w-[260px] lg:shrink-0';
}

/**
 * The sidebar: 260 px and white (dark with `semidark`). Off-canvas below lg (and everywhere for
 * the horizontal style), sticky under the header otherwise; a 70 px rail that widens on hover
 * for the collapsible style.
 */
export function sidebarClass(
  settings: Pick<ClientSettings, 'sidebar' | 'menu' | 'navbar' | 'semidark'>,
): string {
  const { sidebar: open, menu, navbar, semidark } = settings;
  const look = `flex w-[260px] flex-col bg-white shadow-[5px_0_25px_0_rgba(94,92,154,0.1)] rtl:shadow-[-5px_0_25px_0_rgba(94,92,154,0.1)] dark:bg-[#0e1726] ${semidark ? 'dark' : ''}`;
  const motion = 'transition-[translate,visibility,width] duration-300';
  if (isOffCanvasEverywhere(menu)) {
    const closed = 'invisible ltr:-translate-x-full rtl:translate-x-full';
    return `${look} ${motion} fixed inset-y-0 start-0 z-50 ${open ? '' : closed}`;
  }
  const closed = 'max-lg:invisible max-lg:ltr:-translate-x-full max-lg:rtl:translate-x-full';
  const smallScreen = `max-lg:fixed max-lg:inset-y-0 max-lg:start-0 max-lg:z-50 ${open ? '' : closed}`;
  const rail =
    menu === 'collapsible-vertical'
      ? 'sidebar-rail lg:w-[70px] lg:hover:w-[260px] lg:focus-within:w-[260px]'
      : '';
  return `${look} ${motion} ${smallScreen} lg:sticky lg:z-20 ${stickyTop[navbar]} ${rail}`;
}

export function headerClass(navbar: NavbarStyle): string {
  if (navbar === 'navbar-static') return 'relative z-30';
  if (navbar === 'navbar-floating') return 'sticky top-0 z-30 px-2 pt-2 sm:px-4';
  return 'sticky top-0 z-30';
}

export function headerBarClass(navbar: NavbarStyle): string {
  const floating = navbar === 'navbar-floating';
  return `flex h-16 items-center gap-1 bg-white px-3 shadow-sm sm:gap-2 sm:px-5 dark:bg-[#0e1726] ${
    floating ? 'rounded-md' : 'border-b border-gray-100 dark:border-gray-800'
  }`;
}

/** Route transitions (the `animation` setting); none for users who prefer reduced motion. */
export const animationClass: Record<ClientSettings['animation'], string> = {
  '': '',
  'fade-in': 'motion-safe:animate-fade-in',
  'fade-in-up': 'motion-safe:animate-fade-in-up',
  'fade-in-down': 'motion-safe:animate-fade-in-down',
  'zoom-in': 'motion-safe:animate-zoom-in',
};
