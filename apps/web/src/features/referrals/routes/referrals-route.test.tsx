import { referralEndpoints } from '@olivia/contracts/referral-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderAt } from '../../../test/render';
import { fakeReferrals, referredStore, summary } from '../test/referrals-fake';
import { ReferralsRoute } from './referrals-route';

function renderScreen(
  path = '/referrals/all',
  userCategory: 'OLIVIA_USER' | 'OLIVIA_SUB_USER' = 'OLIVIA_USER',
) {
  signInAs({ userCategory });
  renderAt(
    path,
    <>
      <ReferralsRoute />
      <LocationProbe />
    </>,
  );
  return userEvent.setup();
}
const queryOf = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://localhost').searchParams);
const LINK = 'http://localhost:3000/sign-up/ADAFAB26';

describe('/referrals/all', () => {
  it('shows the code, the link, the counts and the rewards as not yet earning', async () => {
    fakeReferrals([referredStore(1)]);
    renderScreen();
    const card = within(await screen.findByRole('region', { name: 'Your referral link' }));
    expect(card.getByText('ADAFAB26')).toBeInTheDocument();
    expect(card.getByRole('textbox', { name: 'Sign-up link' })).toHaveValue(LINK);
    expect(card.getByText('Signed up').nextSibling).toHaveTextContent('4');
    expect(card.getByText('Verified').nextSibling).toHaveTextContent('1');
    const whatsapp = card.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(LINK));
    const rewards = within(screen.getByRole('region', { name: 'Rewards' }));
    expect(rewards.getByText('Not yet earning')).toBeInTheDocument();
    expect(rewards.queryByText(/₦|\d/)).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Referrals \| Olivia/);
  });

  it('copies the link to the clipboard and says so', async () => {
    fakeReferrals([]);
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('draws the QR code of the link, to download as a PNG', async () => {
    fakeReferrals([]);
    renderScreen();
    const qr = within(await screen.findByRole('region', { name: 'QR code' }));
    const image = await qr.findByRole('img', { name: `QR code for ${LINK}` });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const png = qr.getByRole('link', { name: 'Download PNG' });
    expect(png).toHaveAttribute('download', 'referral-ADAFAB26.png');
    expect(png.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
  });

  it('lists the referred stores with their sign-up date and verification', async () => {
    fakeReferrals([
      referredStore(2, { name: 'Kano Leather Works', slug: 'kano-leather-works' }),
      referredStore(1, { name: 'Chioma Beads', verified: true }),
    ]);
    renderScreen('/referrals/all', 'OLIVIA_SUB_USER');
    const table = await screen.findByRole('table', { name: 'Referred stores' });
    await within(table).findByText('Kano Leather Works');
    const [, kano, chioma] = within(table).getAllByRole('row');
    expect(kano).toHaveTextContent('Kano Leather Works');
    expect(kano).toHaveTextContent('Not verified');
    expect(kano).toHaveTextContent('2026');
    expect(
      within(kano as HTMLElement).getByRole('link', { name: 'Kano Leather Works' }),
    ).toHaveAttribute('href', '/store/kano-leather-works');
    expect(chioma).toHaveTextContent('Verified');
  });

  it('sends the search, the verification filter and the sort to the API, kept in the URL', async () => {
    const api = fakeReferrals([referredStore(1)]);
    const user = renderScreen('/referrals/all?sort=name&order=asc');
    await screen.findByRole('table', { name: 'Referred stores' });
    expect(queryOf(api.of(referralEndpoints.list)[0]?.url)).toMatchObject({
      sort: 'name',
      order: 'asc',
    });
    await user.selectOptions(screen.getByLabelText('Verification'), 'Verified');
    await waitFor(() =>
      expect(queryOf(api.of(referralEndpoints.list).at(-1)?.url)).toMatchObject({
        status: 'verified',
        sort: 'name',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('status=verified');
  });

  it('says what to do while no store has signed up with the link', async () => {
    fakeReferrals([], summary({ signedup: 0, verified: 0 }));
    renderScreen('/qr-code/all');
    expect(await screen.findByText('No referred stores yet')).toBeInTheDocument();
    expect(screen.getByText(/Share your link or QR code/)).toBeInTheDocument();
  });
});
