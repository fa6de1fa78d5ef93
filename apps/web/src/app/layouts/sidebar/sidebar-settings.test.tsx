import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockTransfersApi } from '../../../features/transfers/test/transfers-api';
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
  const group = within(nav()).getByRole('button', { name: 'Settings' });
  if (group.getAttribute('aria-expanded') === 'false') await user.click(group);
  await user.click(within(nav()).getByRole('button', { name: entry }));
}

async function closeDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('sidebar settings submenu', () => {
  it('opens Reset personal pin (action code 4) at an empty old PIN every time', async () => {
    const user = renderSidebar();
    await choose(user, 'Reset personal pin');
    const dialog = await screen.findByRole('dialog', { name: 'Reset personal pin' });
    const boxes = () => within(screen.getByRole('dialog')).getAllByLabelText(/^Digit \d of 4$/);
    expect(within(dialog).getByRole('group', { name: 'Old PIN' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    await user.type(boxes()[0] as HTMLElement, '12');
    expect(boxes()[1]).toHaveValue('2');
    await closeDialog(user);
    await choose(user, 'Reset personal pin');
    await screen.findByRole('dialog', { name: 'Reset personal pin' });
    for (const box of boxes()) expect(box).toHaveValue('');
  });

  it('shows Reset sub-user pin (action code 8) to the main user only (SPEC §2, ADR 0039)', async () => {
    const user = renderSidebar();
    await choose(user, 'Reset sub-user pin');
    const dialog = await screen.findByRole('dialog', { name: 'Reset sub-user pin' });
    expect(
      within(dialog).getByRole('checkbox', { name: "I haven't set this up before" }),
    ).toBeInTheDocument();
    cleanup();

    signInAs({ userCategory: 'OLIVIA_SUB_USER', allowsubusertransfer: true });
    renderAt(
      '/dashboard',
      <>
        <Sidebar />
        <SettingsModalHost />
      </>,
    );
    await user.click(within(nav()).getByRole('button', { name: 'Settings' }));
    expect(within(nav()).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    for (const name of ['Reset sub-user pin', 'Reset personal pin', 'Delete account']) {
      expect(within(nav()).queryByRole('button', { name }), name).toBeNull();
    }
  });

  it('opens the change-password dialog (action code 11)', async () => {
    const user = renderSidebar();
    await choose(user, 'Change password');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText('Old password')).toHaveValue('');
  });

  it('labels the submenu Settings, as docs/product/screens.md does', () => {
    renderSidebar();
    expect(within(nav()).getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('opens the delete-account confirmation (action code 12) with an empty password', async () => {
    const user = renderSidebar();
    await choose(user, 'Delete account');
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('opens Funds Transfer at the PIN check, then the transfer details', async () => {
    mockTransfersApi();
    const user = renderSidebar();
    await user.click(within(nav()).getByRole('button', { name: 'Funds Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Funds Transfer' });
    expect(await within(dialog).findByLabelText('Account number')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});
