import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { mockProductsApi, shoes } from '../test/products-api';
import {
  fill,
  location,
  photo,
  renderProducts as renderScreen,
  rowOf,
} from '../test/render-products';

describe('/products/all/new', () => {
  it('adds a product with two uploaded images and two variants', async () => {
    const api = mockProductsApi([]);
    const { user } = renderScreen('/products/all/new');
    const drawer = await screen.findByRole('dialog', { name: 'Add product' });
    const field = (label: string) => within(drawer).getByLabelText(label);
    await user.type(field('Name'), 'Ankara dress');
    await user.type(field('Description'), 'Cotton, made in Lagos');
    await user.type(field('Price'), '15000');
    await user.type(field('Compare-at price'), '20000');
    await user.type(field('Cost price'), '8250.50');
    await user.type(field('SKU'), 'AD-1');
    await within(drawer).findByRole('option', { name: 'Shoes' });
    await user.selectOptions(field('Category'), 'Shoes');

    // Choosing a file uploads it: there is no separate Upload step to forget.
    expect(within(drawer).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await user.upload(field('Add an image'), photo('front.jpg'));
    expect(await within(drawer).findByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      '/files/img-1',
    );
    await user.upload(field('Add an image'), photo('back.jpg'));
    await within(drawer).findByRole('img', { name: 'Image 2' });
    await user.click(within(drawer).getByRole('button', { name: 'Make image 2 the main image' }));
    expect(within(drawer).getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      '/files/img-2',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Add variant' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add variant' }));
    const medium = within(within(drawer).getByRole('group', { name: 'Variant 1' }));
    await user.type(medium.getByLabelText('Size'), 'M');
    await user.type(medium.getByLabelText('Colour'), 'Blue');
    await fill(user, medium.getByLabelText('Stock'), '4');
    const large = within(within(drawer).getByRole('group', { name: 'Variant 2' }));
    await user.type(large.getByLabelText('Size'), 'L');
    await user.type(large.getByLabelText('Colour'), 'Blue');
    await fill(user, large.getByLabelText('Price'), '16000');
    await fill(user, large.getByLabelText('Stock'), '2');
    await user.type(large.getByLabelText('SKU'), 'AD-1-L');
    // The variants carry the stock now.
    const [stock] = within(drawer).getAllByLabelText('Stock');
    expect(stock).toBeDisabled();
    expect(stock).toHaveAccessibleDescription('Stock is kept per variant below: 6 in total.');

    await user.click(within(drawer).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Ankara dress was added.')).toBeInTheDocument();
    expect(api.of('upload')).toHaveLength(2);
    expect(api.of('upload')[0]).toMatchObject({
      method: 'POST',
      url: '/api/olivia/app-images?purpose=product',
    });
    expect(api.of('create')[0]?.body).toEqual({
      name: 'Ankara dress',
      description: 'Cotton, made in Lagos',
      price: 15000,
      compareatprice: 20000,
      costprice: 8250.5,
      sku: 'AD-1',
      images: ['/files/img-2', '/files/img-1'],
      categoryid: shoes.id,
      brandid: null,
      stock: 0,
      status: 'active',
      variants: [
        { size: 'M', colour: 'Blue', price: 15000, stock: 4, sku: '' },
        { size: 'L', colour: 'Blue', price: 16000, stock: 2, sku: 'AD-1-L' },
      ],
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/products\/all$/));
    const row = await rowOf('Ankara dress');
    expect(row).toHaveTextContent('Shoes');
    expect(row).not.toHaveTextContent('Low stock'); // 6 in stock, summed from the variants
  });

  it('shows a variant without size or colour, and two alike, on their rows', async () => {
    const api = mockProductsApi([]);
    const { user } = renderScreen('/products/all/new');
    const drawer = await screen.findByRole('dialog', { name: 'Add product' });
    await user.type(within(drawer).getByLabelText('Name'), 'Leather sandals');
    await user.type(within(drawer).getByLabelText('Price'), '9000');
    for (let i = 0; i < 3; i += 1) {
      await user.click(within(drawer).getByRole('button', { name: 'Add variant' }));
    }
    const row = (number: number) =>
      within(drawer).getByRole('group', { name: `Variant ${number}` });
    await user.type(within(row(1)).getByLabelText('Size'), '40');
    await user.type(within(row(2)).getByLabelText('Size'), '41');
    const save = within(drawer).getByRole('button', { name: 'Save product' });
    await user.click(save);
    expect(await within(row(3)).findByLabelText('Size')).toHaveAccessibleDescription(
      'Give the variant a size or a colour',
    );

    await fill(user, within(row(2)).getByLabelText('Size'), ' 40 ');
    await user.type(within(row(3)).getByLabelText('Colour'), 'Tan');
    await user.click(save);
    const duplicate = 'Two variants have the same size and colour';
    expect(await within(row(1)).findByText(duplicate)).toBeInTheDocument();
    expect(within(row(2)).getByText(duplicate)).toBeInTheDocument();
    expect(within(row(2)).getByLabelText('Size')).toHaveAccessibleDescription(duplicate);
    expect(within(row(3)).queryByText(duplicate)).not.toBeInTheDocument();
    expect(api.of('create')).toHaveLength(0);

    await user.click(within(drawer).getByRole('button', { name: 'Remove variant 2' }));
    await user.click(save);
    expect(await screen.findByText('Leather sandals was added.')).toBeInTheDocument();
    expect(api.of('create')[0]?.body).toMatchObject({
      variants: [
        { size: '40', colour: '' },
        { size: '', colour: 'Tan' },
      ],
    });
  });

  describe('an image chosen and Save pressed before it has uploaded (issue 25)', () => {
    /** The upload's answer, held until the test gives it. */
    function heldUpload() {
      let answer: (response: Response) => void = () => undefined;
      const held = new Promise<Response>((resolve) => (answer = resolve));
      return { upload: () => held, answer: (response: Response) => answer(response) };
    }

    async function chooseAndSave(upload: () => Promise<Response>) {
      const api = mockProductsApi([], { upload });
      const { user } = renderScreen('/products/all/new');
      const drawer = await screen.findByRole('dialog', { name: 'Add product' });
      await user.type(within(drawer).getByLabelText('Name'), 'Ankara dress');
      await user.type(within(drawer).getByLabelText('Price'), '15000');
      const input = within(drawer).getByLabelText('Add an image');
      await user.upload(input, photo('front.jpg'));
      // Sent on choosing, the field busy meanwhile.
      expect(await within(drawer).findByRole('status')).toHaveTextContent('Uploading…');
      expect(input).toBeDisabled();
      expect(api.of('upload')).toHaveLength(1);

      await user.click(within(drawer).getByRole('button', { name: 'Save product' }));
      const saving = within(drawer).getByRole('button', { name: 'Saving...' });
      expect(saving).toHaveAttribute('aria-busy', 'true');
      expect(within(drawer).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      return { api, user, drawer, saving };
    }

    it('waits for the upload, then saves the product with the image', async () => {
      const held = heldUpload();
      const { api } = await chooseAndSave(held.upload);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.of('create')).toHaveLength(0);

      held.answer(jsonResponse(200, { imageURL: '/files/img-7' }));
      expect(await screen.findByText('Ankara dress was added.')).toBeInTheDocument();
      expect(screen.getByText('Image successfully uploaded')).toBeInTheDocument();
      expect(api.of('create')).toHaveLength(1);
      expect(api.of('create')[0]?.body).toMatchObject({ images: ['/files/img-7'] });
    });

    it('saves nothing when that upload fails, and says so; the next Save goes without it', async () => {
      const held = heldUpload();
      const { api, user, drawer } = await chooseAndSave(held.upload);

      held.answer(jsonResponse(500, { error: 'Internal Server Error' }));
      expect(await within(drawer).findByRole('alert')).toHaveTextContent(
        'The image did not upload, so the product was not saved. Choose the image again, or save without it.',
      );
      expect(within(drawer).getAllByText('Failed to upload image').length).toBeGreaterThan(0);
      expect(within(drawer).getByLabelText('Add an image')).toBeEnabled();
      expect(api.of('create')).toHaveLength(0);

      await user.click(within(drawer).getByRole('button', { name: 'Save product' }));
      expect(await screen.findByText('Ankara dress was added.')).toBeInTheDocument();
      expect(api.of('create')[0]?.body).toMatchObject({ images: [] });
    });
  });
});
