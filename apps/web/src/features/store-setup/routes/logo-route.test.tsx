import { messages } from '@olivia/contracts/messages';
import { SUB_USER } from '@olivia/contracts/roles';
import { UPLOAD_CAP_BYTES } from '@olivia/contracts/upload';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLogoUrl } from '../../../lib/session';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { image, mockStoreSetupApi, storeSetup } from '../test/store-setup-api';
import { LogoRoute } from './logo-route';

function renderLogo(overrides: Parameters<typeof signInAs>[0] = {}) {
  signInAs(overrides);
  renderAt('/logo/all', <LogoRoute />);
  return userEvent.setup();
}

const uploadInput = () => screen.findByLabelText('Upload logo');

describe('/logo/all', () => {
  it("shows the store's initials while it has no logo", async () => {
    mockStoreSetupApi();
    renderLogo();
    expect(
      await screen.findByRole('img', {
        name: 'Ada Stores has no logo yet: its initials show instead',
      }),
    ).toHaveTextContent('AS');
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
  });

  it('uploads a logo, makes it the store’s, and the header shows it at once', async () => {
    const api = mockStoreSetupApi();
    const user = renderLogo();
    await user.upload(await uploadInput(), image('logo.png'));

    expect(await screen.findByText('Logo updated')).toBeInTheDocument();
    const [upload] = api.of('upload');
    expect(new URL(upload?.url ?? '', 'http://localhost').searchParams.get('purpose')).toBe('logo');
    expect(api.of('setLogo').map((request) => request.body)).toEqual([
      { logourl: '/files/logo-1' },
    ]);
    expect(await screen.findByRole('img', { name: 'The logo of Ada Stores' })).toHaveAttribute(
      'src',
      '/files/logo-1',
    );
    expect(useLogoUrl.getState().logoUrl).toBe('/files/logo-1');
    expect(localStorage.getItem('logourl')).toBe('/files/logo-1');
  });

  it('refuses a file over the logo cap before sending it', async () => {
    const api = mockStoreSetupApi();
    const user = renderLogo();
    const big = image('huge.png');
    Object.defineProperty(big, 'size', { value: UPLOAD_CAP_BYTES.logo + 1 });
    const input = await uploadInput();
    await user.upload(input, big);

    await waitFor(() => expect(input).toHaveAccessibleDescription(/File size exceeds 10MB/));
    expect(screen.getAllByText(messages.fileTooLarge10Mb).length).toBeGreaterThan(0);
    expect(api.of('upload')).toEqual([]);
    expect(api.of('setLogo')).toEqual([]);
  });

  it("shows the server's reason when the upload fails, and keeps the old logo", async () => {
    const api = mockStoreSetupApi(storeSetup({ logourl: '/files/old' }), {
      upload: () => jsonResponse(400, { error: messages.imageNotUploaded }),
    });
    signInAs({ logourl: '/files/old' });
    renderAt('/logo/all', <LogoRoute />);
    const user = userEvent.setup();
    const input = await uploadInput();
    await user.upload(input, image());

    await waitFor(() => expect(input).toHaveAccessibleDescription(/Image not uploaded/));
    expect(api.of('setLogo')).toEqual([]);
    expect(useLogoUrl.getState().logoUrl).toBe('/files/old');
  });

  it('removes the logo after a confirmation; Cancel keeps it', async () => {
    const api = mockStoreSetupApi(storeSetup({ logourl: '/files/old' }));
    signInAs({ logourl: '/files/old' });
    renderAt('/logo/all', <LogoRoute />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    let dialog = await screen.findByRole('dialog', { name: "Remove your store's logo?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of('removeLogo')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    dialog = await screen.findByRole('dialog', { name: "Remove your store's logo?" });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(api.of('removeLogo')).toHaveLength(1);
    expect(
      await screen.findByRole('img', {
        name: 'Ada Stores has no logo yet: its initials show instead',
      }),
    ).toBeInTheDocument();
    expect(useLogoUrl.getState().logoUrl).toBeNull();
    expect(localStorage.getItem('logourl')).toBe('');
  });

  it('shows a sub-user the logo without the buttons that change it', async () => {
    mockStoreSetupApi(storeSetup({ logourl: '/files/old' }));
    renderLogo({ userCategory: SUB_USER });
    expect(await screen.findByRole('img', { name: 'The logo of Ada Stores' })).toBeInTheDocument();
    expect(screen.getByText("Only the store's owner can change the logo.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload logo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
  });
});
