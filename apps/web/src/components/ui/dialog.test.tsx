import { act, render, screen, within } from '@testing-library/react';
import { use } from 'react';
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

/** A step whose content is not loaded yet (a lazy catalogue or chunk) until `loaded` settles. */
function Later({ loaded }: { loaded: Promise<void> }) {
  use(loaded);
  return <p>Loaded step</p>;
}

describe('Dialog', () => {
  it('keeps its panel (and stays open) while a step inside it is still loading', async () => {
    let finish = () => {};
    const loaded = new Promise<void>((resolve) => (finish = resolve));
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Account details">
        <Later loaded={loaded} />
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Account details' });
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    await act(async () => finish());
    expect(await within(dialog).findByText('Loaded step')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

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
