const PRINTING_CLASS = 'printing-table';
const PRINT_ROOT_CLASS = 'print-table-root';

/**
 * Prints `content` and nothing else of the page: it goes into a print-only root, and the print
 * stylesheet in index.css hides everything else while `body.printing-table` is set. The root is
 * removed after printing.
 */
export function printElement(content: Node): void {
  document.querySelector(`.${PRINT_ROOT_CLASS}`)?.remove();
  const root = document.createElement('div');
  root.className = PRINT_ROOT_CLASS;
  root.setAttribute('aria-hidden', 'true');
  root.append(content);
  document.body.append(root);
  document.body.classList.add(PRINTING_CLASS);

  window.addEventListener(
    'afterprint',
    () => {
      root.remove();
      document.body.classList.remove(PRINTING_CLASS);
    },
    { once: true },
  );
  window.print();
}
