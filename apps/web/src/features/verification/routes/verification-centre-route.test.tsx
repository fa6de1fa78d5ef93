import type { VerificationIdentity, VerificationSummary } from '@olivia/contracts/verification';
import { verificationEndpoints } from '@olivia/contracts/verification-endpoints';
import { verificationMessages } from '@olivia/contracts/verification-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSettingsModal, WALLET_STEPS } from '../../../lib/settings-modal';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { VerificationCentreRoute } from './verification-centre-route';

const verifiedIdentity: VerificationIdentity = {
  kind: 'bvn',
  status: 'verified',
  bvn: '*******5678',
  nin: '*******8901',
  holderName: 'Ada Obi',
  checkedAt: '2026-11-02T09:30:00.000Z',
  documents: [{ purpose: 'verification', url: '/files/abc/1999999999.sig' }],
  checks: [{ action: 'agent.verified', at: '2026-11-02T09:30:00.000Z' }],
  business: null,
  businessCheckOffered: true,
};

const verified: VerificationSummary = {
  currency: 'NGN',
  tier: 1,
  setupComplete: true,
  limits: { transfer: 5_000_000, settlement: null },
  usedToday: { transfer: 1_250_000, settlement: 0 },
  resetsAt: '2026-11-30T00:00:00.000Z',
  identity: verifiedIdentity,
};

function renderCentre(summary: () => VerificationSummary | Response) {
  fakeApi(fakeEndpoint(verificationEndpoints.summary, summary));
  renderAt('/verification/all', <VerificationCentreRoute />);
  return userEvent.setup();
}

describe('/verification/all', () => {
  it("shows the tier, today's use against the limit, the BVN masked and the photo's signed link", async () => {
    signInAs();
    renderCentre(() => verified);
    expect(await screen.findByText('Your store is at Tier 1 · Identity verified')).toBeVisible();
    expect(screen.getByText('₦1,250,000.00 of ₦5,000,000.00 used')).toBeVisible();
    expect(screen.getByText('₦3,750,000.00 left today')).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Transfers today' })).toHaveAttribute(
      'aria-valuenow',
      '1250000',
    );
    expect(screen.getByText('*******5678')).toBeVisible();
    expect(screen.getByText('Ada Obi')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your verification photo' })).toHaveAttribute(
      'href',
      '/files/abc/1999999999.sig',
    );
    expect(screen.getByText('BVN matched your name')).toBeVisible();
    const current = screen.getByText(/your tier$/).closest('li');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(current as HTMLElement).getByText('₦5,000,000.00 a day')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Finish set-up' })).toBeNull();
  });

  it('sends an unfinished NGN main user to the set-up flow, with nothing on file', async () => {
    signInAs();
    renderCentre(() => ({
      ...verified,
      tier: 0,
      setupComplete: false,
      limits: { transfer: 1_000_000, settlement: null },
      usedToday: { transfer: 0, settlement: 0 },
      identity: {
        kind: 'bvn',
        status: 'none',
        bvn: '',
        nin: '',
        holderName: '',
        checkedAt: null,
        documents: [],
        checks: [],
        business: null,
        businessCheckOffered: true,
      },
    }));
    expect(await screen.findByRole('link', { name: 'Finish set-up' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByText('No documents on file yet.')).toBeVisible();
    expect(screen.getByText('No checks recorded yet.')).toBeVisible();
  });

  it('opens the settlement account dialog for a GBP store without its ID', async () => {
    signInAs({ curAbbre: 'GBP' });
    const user = renderCentre(() => ({
      ...verified,
      currency: 'GBP',
      tier: 0,
      limits: { transfer: null, settlement: 0 },
      usedToday: { transfer: 0, settlement: 0 },
      identity: {
        kind: 'settlementId',
        status: 'none',
        bvn: '',
        nin: '',
        holderName: '',
        checkedAt: null,
        documents: [],
        checks: [],
        business: null,
        businessCheckOffered: true,
      },
    }));
    expect(
      await screen.findByText(
        'Your tier allows no payouts yet. Verify your identity below to start.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add settlement account' }));
    expect(useSettingsModal.getState().step).toBe(WALLET_STEPS.settlementAccount);
    useSettingsModal.getState().close();
  });

  it('checks a CAC number (its shape first, then the server), and shows the registration once checked', async () => {
    signInAs();
    let registered = false;
    const api = fakeApi(
      fakeEndpoint(verificationEndpoints.summary, () =>
        registered
          ? {
              ...verified,
              tier: 2 as const,
              identity: {
                ...verifiedIdentity,
                business: {
                  register: 'NG' as const,
                  number: 'RC123456',
                  registeredName: 'Ada Stores Ltd',
                  checkedAt: '2026-11-29T10:00:00.000Z',
                },
              },
            }
          : verified,
      ),
      fakeEndpoint(verificationEndpoints.registerBusiness, () => {
        registered = true;
        return { status: 200, message: verificationMessages.businessRegistered };
      }),
    );
    renderAt('/verification/all', <VerificationCentreRoute />);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'CAC registration number' });
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Check registration' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(verificationMessages.registrationNumberInvalid),
    );
    expect(api.of(verificationEndpoints.registerBusiness)).toEqual([]);
    await user.clear(field);
    await user.type(field, 'rc 123456');
    await user.click(screen.getByRole('button', { name: 'Check registration' }));
    expect(await screen.findByText('Ada Stores Ltd')).toBeVisible();
    expect(screen.getByText('Your store is at Tier 2 · Business registered')).toBeVisible();
  });

  it('shows a sub-user the limits but no identity', async () => {
    signInAs({ userCategory: 'OLIVIA_SUB_USER' });
    renderCentre(() => ({ ...verified, identity: null }));
    expect(await screen.findByText(/Only the store's owner can see the identity/)).toBeVisible();
    expect(screen.getByText('₦3,750,000.00 left today')).toBeVisible();
    expect(screen.queryByText('*******5678')).toBeNull();
  });

  it('says why it could not load, with Try again', async () => {
    signInAs();
    renderCentre(() => jsonResponse(500, { error: 'Something went wrong' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
