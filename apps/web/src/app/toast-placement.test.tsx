import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../components/ui/dialog';
import { TOAST_CONTAINER_CLASS, TOAST_PROMPT_CLASS, toastPrompt, toastSuccess } from '../lib/toast';
import { headerBarClass, headerClass } from './layouts/shell-classes';
import { Providers } from './providers';

/** The app's style sheet as written (Vite hands a test an empty module for CSS). */
const styles = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../index.css'), 'utf8');

/** index.css's rule whose selector mentions `marker`: its selector and declarations. */
function ruleOf(marker: string) {
  const match = new RegExp(`([^{}]*${marker.replace('.', '\\.')}[^{}]*)\\{([^{}]*)\\}`).exec(
    styles.replace(/\/\*[\s\S]*?\*\//g, ''),
  );
  if (!match) throw new Error(`no rule for ${marker} in index.css`);
  return { selector: (match[1] ?? '').trim(), body: match[2] ?? '' };
}

/** A screen with a dialog that opens and closes, as the app's dialogs and drawers do. */
function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Set up your account" closable>
        <p>Account form</p>
      </Dialog>
    </>
  );
}

const containers = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.Toastify__toast-container'));

describe('toast placement (issue 25)', () => {
  it('puts every toast container below the header, the product positions kept', async () => {
    render(
      <Providers>
        <Screen />
      </Providers>,
    );
    act(() => {
      toastSuccess('Image successfully uploaded');
      toastPrompt('Add your business logo', { toastId: 'setup-logo' });
    });
    await screen.findByText('Image successfully uploaded');
    await screen.findByText('Add your business logo');

    const { selector, body } = ruleOf(`.${TOAST_CONTAINER_CLASS}`);
    const placed = containers();
    expect(placed.map((container) => container.className).sort()).toEqual([
      expect.stringContaining('Toastify__toast-container--top-center'), // docs/product/rules.md: success, error
      expect.stringContaining('Toastify__toast-container--top-right'), // docs/product/rules.md: the default
    ]);
    for (const container of placed) {
      expect(container).toHaveClass(TOAST_CONTAINER_CLASS);
      expect(container.matches(selector)).toBe(true);
    }
    // Two classes: react-toastify's own sheet (one class, unlayered) puts a phone's at top 0.
    expect(selector).toMatch(/^\.app-toasts:is\(/);

    // Lower than the header's bar, however tall the navbar style makes it (floating: 4.5rem).
    const top = /top:\s*calc\(env\(safe-area-inset-top, 0px\) \+ ([\d.]+)rem\)/.exec(body);
    expect(top).not.toBeNull();
    const remOf = (classes: string, prefix: string) =>
      Number(new RegExp(`(?:^|\\s)${prefix}-(\\d+)`).exec(classes)?.[1] ?? 0) / 4;
    for (const navbar of ['navbar-sticky', 'navbar-floating', 'navbar-static'] as const) {
      const header = remOf(headerBarClass(navbar), 'h') + remOf(headerClass(navbar), 'pt');
      expect(Number(top?.[1])).toBeGreaterThan(header);
    }
  });

  it('hides set-up prompts while a dialog is open, never the feedback toasts', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <Screen />
      </Providers>,
    );
    act(() => {
      toastPrompt('Add your business logo', { toastId: 'setup-logo-2' });
      toastSuccess('Account details set successfully');
    });
    const prompt = (await screen.findByText('Add your business logo')).closest('.Toastify__toast');
    const feedback = (await screen.findByText('Account details set successfully')).closest(
      '.Toastify__toast',
    );
    expect(prompt).toHaveClass(TOAST_PROMPT_CLASS);
    expect(feedback).not.toHaveClass(TOAST_PROMPT_CLASS);

    const { selector } = ruleOf(`.${TOAST_PROMPT_CLASS}`);
    const hidden = () => Array.from(document.querySelectorAll(selector));
    expect(hidden()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog', { name: 'Set up your account' });
    await waitFor(() => expect(hidden()).toEqual([prompt]));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hidden()).toEqual([]);
  });
});
