/** The round icon buttons of the header (Vristo-like). */
export const iconButtonClass =
  'inline-flex size-8 shrink-0 items-center sm:size-9 justify-center rounded-full bg-gray-100 text-dark transition hover:bg-primary-light hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-gray-700 dark:hover:text-white';
