import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { SettingsModalHost } from '../settings-modal-host';
import { Sidebar } from './sidebar';

function renderSidebar() {
  signInAs();
  renderAt(
    '/dashboard',
    <>
      <Sidebar />
      <SettingsModalHost />
    </>,
  );
  return userEvent.setup();
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

async function choose(user: ReturnType<typeof userEvent.setup>, entry: string) {
  const group = within(nav()).getByRole('button', { name: 'Account' });
  if (group.getAttribute('aria-expanded') === 'false') await user.click(group);
  await user.click(within(nav()).getByRole('button', { name: entry }));
}

async function closeDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('sidebar settings submenu', () => {
  it('opens a PIN reset with an empty old PIN every time (action codes 4 and 8)', async () => {
    const user = renderSidebar();
    await choose(user, 'Reset personal pin');
    const dialog = await screen.findByRole('dialog', { name: 'Reset personal pin' });
    const oldPin = within(dialog).getByLabelText('Old PIN');
    expect(oldPin).toHaveValue('');
    expect(oldPin).toHaveAttribute('maxlength', '4');
    await user.type(oldPin, '12a3');
    expect(oldPin).toHaveValue('123');
    await closeDialog(user);

    await choose(user, 'Reset sub-user pin');
    const subUser = await screen.findByRole('dialog', { name: 'Reset sub-user pin' });
    expect(within(subUser).getByLabelText('Old PIN')).toHaveValue('');
    await closeDialog(user);

    await choose(user, 'Reset personal pin');
    expect(await screen.findByLabelText('Old PIN')).toHaveValue('');
  });

  it('opens the change-password dialog (action code 11)', async () => {
    const user = renderSidebar();
    await choose(user, 'Change password');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText('Old password')).toHaveValue('');
  });

  it('opens the delete-account confirmation (action code 12)', async () => {
    const user = renderSidebar();
    await choose(user, 'Delete account');
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('opens Funds Transfer, which says transfers start once the wallet is set up', async () => {
    const user = renderSidebar();
    await user.click(within(nav()).getByRole('button', { name: 'Funds Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Funds Transfer' });
    expect(dialog).toHaveTextContent('Transfers are made from your wallet');
  });
});
