import { messages } from '@olivia/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBlobText } from '../../../test/blob';
import { jsonResponse } from '../../../test/fetch-mock';
import { mockProductsApi, product } from '../test/products-api';
import { renderProducts, rowOf } from '../test/render-products';

const csvFile = (text: string, name = 'products.csv') =>
  new File([text], name, { type: 'text/csv' });

const HEADER = 'Name,Price,Stock,Status,Category,Size,Colour,Variant Price,Variant Stock';
/** A mug, a dress in two sizes (one new category), a cap: 3 products, 1 with variants. */
const GOOD = [
  HEADER,
  'Enamel mug,2500,7,active,Kitchen,,,,',
  '"Ankara dress, long",15000,,draft,Shoes,S,Red,,2',
  '"Ankara dress, long",,,,,M,Red,15500,3',
  '',
  'Cap,900,1,,,,,,',
].join('\r\n');

async function openImport() {
  const screenUser = renderProducts();
  await rowOf('Ankara dress');
  await screenUser.user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import products from a CSV file' });
  return { ...screenUser, dialog };
}

async function choose(
  user: Awaited<ReturnType<typeof openImport>>['user'],
  dialog: HTMLElement,
  file: File,
) {
  await user.upload(within(dialog).getByLabelText('CSV file'), file);
}

const urlFunctions = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

describe('importing products from CSV', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = urlFunctions.create;
    URL.revokeObjectURL = urlFunctions.revoke;
  });

  it('previews a valid file, sends its rows, then says so and refreshes the list', async () => {
    const store = [product(1)];
    const api = mockProductsApi(store);
    const { user, dialog } = await openImport();
    expect(within(dialog).getByText(/Images are not imported/)).toBeInTheDocument();
    await choose(user, dialog, csvFile(`\uFEFF${GOOD}`));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Ready to import: 3 products, 1 with variants, and 1 new category.',
    );
    const categoryCalls = api.of('categories').length;
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Imported 3 products')).toBeInTheDocument();
    // The new category shows in the filter and the form: the categories are asked for again.
    await waitFor(() => expect(api.of('categories').length).toBeGreaterThan(categoryCalls));
    expect(api.of('import')).toHaveLength(1);
    expect(api.of('import')[0]?.body).toEqual({
      rows: [
        { name: 'Enamel mug', price: 2500, stock: 7, status: 'active', category: 'Kitchen' },
        {
          name: 'Ankara dress, long',
          price: 15000,
          status: 'draft',
          category: 'Shoes',
          size: 'S',
          colour: 'Red',
          variantstock: 2,
        },
        {
          name: 'Ankara dress, long',
          size: 'M',
          colour: 'Red',
          variantprice: 15500,
          variantstock: 3,
        },
        { name: 'Cap', price: 900, stock: 1 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Cap')).toHaveTextContent('Draft');
  });

  it('shows what is wrong with each row by its number, and sends nothing', async () => {
    const api = mockProductsApi([product(1)]);
    const { user, dialog } = await openImport();
    const file = [
      HEADER,
      'Enamel mug,abc,7,,,,,,',
      'Hat,10,1.5,archived,,,,,',
      ',5,,,,,,,',
      'Scarf,10,,,,S,,,',
      'Scarf,,,,,s,,,',
    ].join('\n');
    await choose(user, dialog, csvFile(file));

    const alert = await within(dialog).findByRole('alert');
    const lines = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      `Row 2, price: ${messages.enterValidAmount}`,
      `Row 3, stock: ${messages.stockWholeNumber}`,
      'Row 3, status: Status must be active or draft',
      `Row 4, name: ${messages.required}`,
      `Row 6, size: ${messages.duplicateVariant}`,
    ]);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.of('import')).toHaveLength(0);
  });

  it("shows the server's refusal per row, by the file's row numbers", async () => {
    const api = mockProductsApi([product(1)], {
      import: () =>
        jsonResponse(400, {
          error: 'Bad Request',
          details: {
            'rows.3.name': [messages.invalidCharacters],
            'rows.0.price': [messages.enterValidAmount],
          },
        }),
    });
    const { user, dialog } = await openImport();
    await choose(user, dialog, csvFile(GOOD));
    await user.click(await within(dialog).findByRole('button', { name: 'Import' }));

    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Row 2, price: ${messages.enterValidAmount}`,
      // The blank line 5 is not sent: the fourth row sent is the file's row 6.
      `Row 6, name: ${messages.invalidCharacters}`,
    ]);
    expect(api.of('import')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('refuses a file over 1 MB before reading it, and one without the price column', async () => {
    mockProductsApi([product(1)]);
    const read = vi.spyOn(FileReader.prototype, 'readAsText');
    const { user, dialog } = await openImport();
    await choose(user, dialog, csvFile(`name,price\n${'x'.repeat(1024 * 1024)}`));
    expect(await within(dialog).findByText('The file is larger than 1 MB.')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();

    await choose(user, dialog, csvFile('name,stock\nMug,1'));
    expect(
      await within(dialog).findByText('The file needs these columns: price.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('downloads a template with the headers and two example rows', async () => {
    mockProductsApi([product(1)]);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByRole('button', { name: 'Download template' }));
    const lines = (await readBlobText(blobs[0] ?? new Blob())).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFname,description,price,compare at price,sku,stock,status,category,brand,size,colour,variant price,variant stock,variant sku',
    );
    expect(lines).toHaveLength(3);
  });
});
