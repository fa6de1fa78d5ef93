import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function renderDialog(onClose = vi.fn()) {
  render(
    <>
      <button type="button">Outside</button>
      <Dialog open onClose={onClose} title="Reset PIN" closable>
        <button type="button">First action</button>
        <button type="button">Last action</button>
      </Dialog>
    </>,
  );
  return onClose;
}

describe('Dialog', () => {
  it('is a dialog named by its title', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Reset PIN' })).toBeInTheDocument();
  });

  it('moves focus inside and keeps it there, wrapping around', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const focusedName = () =>
      document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;
    const names: (string | null | undefined)[] = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      names.push(focusedName());
    }
    await user.tab({ shift: true });
    names.push(focusedName());
    expect(names).toEqual(['Close', 'First action', 'Last action', 'Close', 'Last action']);
    expect(screen.getByRole('button', { name: 'Outside' })).not.toHaveFocus();
  });

  it('closes on Escape and from its close button', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
