import type { SignInResponse } from '@olivia/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { SPEC_SIDEBAR_LINKS } from '../../../test/spec-routes';
import { SettingsModalHost } from '../settings-modal-host';
import { Sidebar } from './sidebar';

const MAIN_ONLY = ['Set-up', 'Account logs', 'Buy domain', 'Sub-users', 'Salary'];

function renderSidebar(overrides: Partial<SignInResponse> = {}, path = '/dashboard') {
  signInAs(overrides);
  renderAt(
    path,
    <>
      <Sidebar />
      <SettingsModalHost />
    </>,
  );
  return userEvent.setup();
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

async function expandAll(user: ReturnType<typeof userEvent.setup>) {
  for (const button of within(nav()).getAllByRole('button', { expanded: false })) {
    await user.click(button);
  }
}

const link = (name: string) => within(nav()).queryByRole('link', { name });
const button = (name: string) => within(nav()).queryByRole('button', { name });

describe('sidebar', () => {
  it('shows a main NGN user the transfer, success rate and main-user entries, no Payout', async () => {
    const user = renderSidebar({ curAbbre: 'NGN' });
    await expandAll(user);
    expect(button('Funds Transfer')).toBeInTheDocument();
    expect(link('Success rate')).toHaveAttribute('href', '/transactions/success-rate');
    for (const name of MAIN_ONLY) expect(link(name), name).toBeInTheDocument();
    expect(link('Set-up')).toHaveAttribute('href', '/store-setup');
    expect(button('Payout')).not.toBeInTheDocument();
  });

  it('shows a main GBP user Payout with Settlements and Account details, no NGN entries', async () => {
    const user = renderSidebar({ curAbbre: 'GBP', curSymbol: '£' });
    await user.click(button('Payout') as HTMLElement);
    expect(button('Settlements')).toBeInTheDocument();
    expect(button('Account details')).toBeInTheDocument();
    await expandAll(user);
    expect(link('Success rate')).not.toBeInTheDocument();
    expect(button('Funds Transfer')).not.toBeInTheDocument();

    await user.click(button('Settlements') as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Settlements' })).toBeInTheDocument();
  });

  it('shows a sub-user allowed to transfer Funds Transfer, but no main-user entries', async () => {
    const user = renderSidebar({ userCategory: 'OLIVIA_SUB_USER', allowsubusertransfer: true });
    await expandAll(user);
    expect(button('Funds Transfer')).toBeInTheDocument();
    for (const name of MAIN_ONLY) expect(link(name), name).not.toBeInTheDocument();
    expect(button('Change password')).toBeInTheDocument();
    // the staff PIN is the main user's to set (SPEC §2, ADR 0039)
    for (const name of ['Reset sub-user pin', 'Reset personal pin', 'Delete account']) {
      expect(button(name), name).not.toBeInTheDocument();
    }
  });

  it('shows a sub-user without allowsubusertransfer neither Funds Transfer nor Payout', async () => {
    const user = renderSidebar({ userCategory: 'OLIVIA_SUB_USER', allowsubusertransfer: false });
    await expandAll(user);
    expect(button('Funds Transfer')).not.toBeInTheDocument();
    expect(button('Payout')).not.toBeInTheDocument();
  });

  it('hides Payout from a GBP sub-user without allowsubusertransfer', () => {
    renderSidebar({ userCategory: 'OLIVIA_SUB_USER', curAbbre: 'GBP' });
    expect(button('Payout')).not.toBeInTheDocument();
  });

  it('lists the links in the order of docs/product', async () => {
    const user = renderSidebar();
    await expandAll(user);
    const hrefs = within(nav())
      .getAllByRole('link')
      .map((element) => element.getAttribute('href'));
    expect(hrefs).toEqual(SPEC_SIDEBAR_LINKS);
  });

  it('expands and collapses a group', async () => {
    const user = renderSidebar();
    const transactions = button('Transactions') as HTMLElement;
    expect(transactions).toHaveAttribute('aria-expanded', 'false');
    expect(link('Card transactions')).not.toBeInTheDocument();

    await user.click(transactions);
    expect(transactions).toHaveAttribute('aria-expanded', 'true');
    expect(link('Card transactions')).toHaveAttribute('href', '/transactions/card');

    await user.click(transactions);
    expect(transactions).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(link('Card transactions')).not.toBeInTheDocument());
  });

  it('opens the group of the current page and marks its link as the current page', () => {
    renderSidebar({}, '/events/promoters');
    expect(button('Events')).toHaveAttribute('aria-expanded', 'true');
    expect(link('Promoters')).toHaveAttribute('aria-current', 'page');
    expect(link('All events')).not.toHaveAttribute('aria-current');
    expect(button('Dashboard')).toHaveAttribute('aria-expanded', 'false');
  });
});
