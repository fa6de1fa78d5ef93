import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';

function renderConfirm(onConfirm: () => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Remove Lamp?"
      message="Lamp will be gone for good."
      confirmLabel="Remove"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onClose, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('names the thing and says what the button does', async () => {
    renderConfirm(() => Promise.resolve());
    const dialog = await screen.findByRole('dialog', { name: 'Remove Lamp?' });
    expect(dialog).toHaveTextContent('Lamp will be gone for good.');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });

  it('cancels on Escape and with Cancel, doing nothing', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user, onClose } = renderConfirm(onConfirm);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is busy while the action runs, then closes', async () => {
    let finish: () => void = () => undefined;
    const { user, onClose } = renderConfirm(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open and says why when the action fails', async () => {
    const { user, onClose } = renderConfirm(() => Promise.reject(new ApiError(404, 'Not Found')));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
