import { qrCodeEndpoints } from '@olivia/contracts/qr-code-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_ID, codeId, fakeQrCodesApi, qrCode } from '../test/qr-codes-fake';
import { location, renderQrCodes, rowOf } from '../test/render-qr-codes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/qr-codes/all', () => {
  it('lists codes with their preview, what each opens, scans and status; the kind filter lives in the URL', async () => {
    const api = fakeQrCodesApi([qrCode(1), qrCode(2), qrCode(3)]);
    const { user } = renderQrCodes();
    expect(await screen.findByRole('heading', { name: 'QR codes' })).toBeInTheDocument();
    const window = await rowOf('Shop window');
    expect(window).toHaveTextContent("Your store: Ada's Fabrics");
    expect(window).toHaveTextContent('486');
    expect(window).toHaveTextContent('Active');
    const preview = await within(window).findByRole('img', { name: 'QR code: Shop window' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(api.of(qrCodeEndpoints.image)[0]?.url).toContain('format=svg');
    const deposit = await rowOf('Deposit poster');
    expect(deposit).toHaveTextContent('Payment link: Aso-oke deposit (₦50,000.00)');
    expect(deposit).toHaveTextContent('Not yet');
    expect(deposit).toHaveTextContent('Inactive');

    await user.selectOptions(screen.getByLabelText('Opens'), 'Product');
    await waitFor(() => expect(location()).toHaveTextContent('kind=product'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Shop window' })).toBeNull());
    expect(api.of(qrCodeEndpoints.list).at(-1)?.url).toContain('kind=product');
  });

  it('says what to do when there is no code yet', async () => {
    fakeQrCodesApi([]);
    renderQrCodes();
    expect(await screen.findByText('No QR codes yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New QR code' }).length).toBeGreaterThan(0);
  });

  it('creates a payment-link code with an amount, named after the link; a product code needs its product', async () => {
    const api = fakeQrCodesApi([qrCode(1)]);
    const { user } = renderQrCodes();
    await user.click(await screen.findByRole('link', { name: 'New QR code' }));
    const drawer = await screen.findByRole('dialog', { name: 'New QR code' });

    await user.selectOptions(within(drawer).getByLabelText('Opens'), 'Product');
    await user.click(within(drawer).getByRole('button', { name: 'Create QR code' }));
    expect(within(drawer).getByLabelText('Product')).toHaveAccessibleDescription(
      'Field is required',
    );
    expect(api.of(qrCodeEndpoints.create)).toHaveLength(0);
    await within(drawer).findByRole('option', { name: 'Ankara wrap dress' });

    await user.selectOptions(within(drawer).getByLabelText('Opens'), 'Payment link');
    await within(drawer).findByRole('option', { name: 'Gele class' });
    await user.selectOptions(within(drawer).getByLabelText('Payment link'), 'Gele class');
    expect(within(drawer).queryByLabelText('Amount (optional)')).toBeNull();
    await user.selectOptions(within(drawer).getByLabelText('Payment link'), 'Aso-oke deposit');
    expect(within(drawer).getByLabelText('Label')).toHaveValue('Gele class');
    const amount = within(drawer).getByLabelText('Amount (optional)');
    expect(amount).toHaveAccessibleDescription(/At least ₦20,000\.00/);
    await user.type(amount, '50000');
    await user.clear(within(drawer).getByLabelText('Label'));
    await user.type(within(drawer).getByLabelText('Label'), 'Deposit poster');
    await user.click(within(drawer).getByRole('button', { name: 'Create QR code' }));

    await waitFor(() => expect(api.of(qrCodeEndpoints.create)).toHaveLength(1));
    expect(api.of(qrCodeEndpoints.create)[0]?.body).toEqual({
      label: 'Deposit poster',
      kind: 'link',
      targetid: LINK_ID,
      amount: 50_000,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New QR code' })).toBeNull());
  });

  it('downloads a print PNG, copies the scan link, deactivates and deletes from the row menu', async () => {
    const api = fakeQrCodesApi([qrCode(1), qrCode(2)]);
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:qr', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderQrCodes();
    const row = await rowOf('Swing tag');
    const menu = () => within(row).getByRole('button', { name: 'Actions for Swing tag' });

    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Download PNG (print)' }));
    await waitFor(() => expect(saved).toEqual(['Swing-tag-qr.png']));
    const png = api.of(qrCodeEndpoints.image).find((request) => request.url.includes('png'));
    expect(png?.url).toContain(`/qr-codes/${codeId(2)}/image?format=png&size=1024`);

    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Copy scan link' }));
    expect(await screen.findByText('Scan link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://app.example/q/CODE0002');

    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() => expect(api.of(qrCodeEndpoints.update)).toHaveLength(1));
    expect(api.of(qrCodeEndpoints.update)[0]?.body).toEqual({ active: false });

    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Swing tag?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.of(qrCodeEndpoints.remove)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Swing tag' })).toBeNull());
  });

  it("edits a code's label and switch in the drawer", async () => {
    const api = fakeQrCodesApi([qrCode(1)]);
    const { user } = renderQrCodes(`/qr-codes/all/${codeId(1)}/edit`);
    // The drawer says it is loading, then shows the form in a drawer of its own.
    const label = await screen.findByLabelText('Label');
    const drawer = await screen.findByRole('dialog', { name: 'Edit QR code' });
    await user.clear(label);
    expect(within(drawer).queryByLabelText('Amount (optional)')).toBeNull();
    await user.type(within(drawer).getByLabelText('Label'), 'Front door');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of(qrCodeEndpoints.update)).toHaveLength(1));
    expect(api.of(qrCodeEndpoints.update)[0]?.body).toEqual({ label: 'Front door', active: true });
  });
});
