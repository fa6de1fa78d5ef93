/** Class names shared by the sidebar's links, actions and group buttons (Vristo-like). */
const base =
  'group flex w-full items-center gap-3 rounded-md text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-primary';

export const topEntryClass = (active = false) =>
  `${base} px-3 py-2.5 ${
    active
      ? 'bg-primary-light text-primary dark:bg-gray-800 dark:text-white'
      : 'text-dark hover:bg-primary-light hover:text-primary dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white'
  }`;

export const childEntryClass = (active = false) =>
  `${base} py-2 ps-11 pe-3 font-medium before:size-1.5 before:shrink-0 before:rounded-full before:bg-current before:opacity-40 ${
    active
      ? 'text-primary dark:text-white'
      : 'text-gray-600 hover:text-primary dark:text-gray-400 dark:hover:text-white'
  }`;

export const iconClass = (active = false) =>
  `size-5 shrink-0 ${active ? 'text-primary dark:text-white' : 'text-gray-500 group-hover:text-primary dark:text-gray-400 dark:group-hover:text-white'}`;

/** Hidden (but still named) while the collapsible sidebar is a rail; see index.css. */
export const labelClass = 'sidebar-label min-w-0 flex-1 truncate text-start';
