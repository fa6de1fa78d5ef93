import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInThroughUi, signUpThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';

const browser = launchBrowserForSuite();

const BLOCKED =
  'Bvn verification failed. Kindly ensure your name matches what is in bvn file. Contact Support, as you have been blocked.';

/** The set-up screen's step at hand (SPEC §2: a non-agent is shown a different screen). */
const verification = (page: Page) => page.getByRole('region', { name: 'Verify your business' });

async function typePin(scope: Locator, pin: string) {
  await scope.getByLabel('Digit 1 of 4').click();
  await scope.page().keyboard.type(pin);
}

/**
 * docs/product/records.md Verification form: BVN, place of birth, a photo uploaded; then Verify.
 */
async function verify(dialog: Locator, bvn: string) {
  await expect.poll(() => dialog.getByLabel('BVN').isVisible(), { timeout: 20_000 }).toBe(true);
  await dialog.getByLabel('BVN').fill(bvn);
  await dialog.getByLabel('Place of birth').fill('Enugu');
  const photo = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: '#c08040' },
  })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel('A clear photo of yourself')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => dialog.getByRole('img').isVisible(), { timeout: 20_000 }).toBe(true);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

describe('a new NGN merchant becomes an agent (docs/product/records.md Dashboard load)', () => {
  it('verifies with a sandbox BVN and a photo, resumes at the PIN after a reload, and signs in to the dashboard', async () => {
    const page = await newPage(browser());
    const merchant = await signUpThroughUi(page, { agent: false });
    // its own screen: why, the steps, sign-out; no dashboard and no set-up prompts behind it
    await expect
      .poll(() => page.getByRole('heading', { name: 'Set up your store' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('list', { name: 'Set-up steps' }).textContent()).toContain(
      'Verify your identity',
    );
    const screen = page.getByRole('region', { name: 'Set up your store' });
    await expect
      .poll(() => screen.getByRole('button', { name: 'Sign out' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Hi, Amaka' }).count()).toBe(0);
    expect(await page.getByText('Add your first products', { exact: false }).count()).toBe(0);
    expect(await page.getByText('Add your business logo', { exact: false }).count()).toBe(0);
    const dialog = verification(page);
    await verify(dialog, '22212345678');

    await expect
      .poll(() => dialog.getByText('Set up your 4-digit PIN').isVisible(), { timeout: 20_000 })
      .toBe(true);
    // the BVN was accepted; a reload before the PIN goes back to the PIN, not the empty form
    await page.reload();
    await expect
      .poll(() => dialog.getByText('Set up your 4-digit PIN').isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await dialog.getByLabel('BVN').count()).toBe(0);
    expect(
      await page
        .getByRole('list', { name: 'Set-up steps' })
        .locator('[aria-current="step"]')
        .textContent(),
    ).toContain('Choose your PIN');
    await typePin(dialog, '4826');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.getByText('Confirm your PIN').isVisible()).toBe(true);
    await typePin(dialog, '4826');
    await dialog.getByRole('button', { name: 'Set PIN' }).click();
    await expect
      .poll(() => dialog.getByText('You are all set up').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL('**/sign-in');

    await signInThroughUi(page, merchant.email, merchant.password);
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Hi, Amaka' }).isVisible())
      .toBe(true);
    expect(await verification(page).count()).toBe(0);
    await page.close();
  });

  it('sends a big phone photo as a 480 px JPEG, shrunk in the browser (SPEC §5)', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page, { agent: false });
    const dialog = verification(page);
    await expect.poll(() => dialog.getByLabel('BVN').isVisible(), { timeout: 20_000 }).toBe(true);
    // a 12-megapixel photo of noise: megabytes, as a phone's camera gives
    const width = 4000;
    const height = 3000;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = Math.floor(Math.random() * 256);
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(5_000_000);
    await dialog
      .getByLabel('A clear photo of yourself')
      .setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo });
    // what the page hands to the network: the multipart body's image, as the server gets it
    await page.evaluate(() => {
      const sent: { size: number; type: string; width: number; height: number }[] = [];
      Object.assign(window, { sentImages: sent });
      const send = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const image = init?.body instanceof FormData ? init.body.get('logo') : null;
        if (image instanceof Blob) {
          const bitmap = await createImageBitmap(image);
          sent.push({
            size: image.size,
            type: image.type,
            width: bitmap.width,
            height: bitmap.height,
          });
        }
        return send(input, init);
      };
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => dialog.getByRole('img').isVisible(), { timeout: 20_000 }).toBe(true);
    const [sent] = await page.evaluate(
      () => (window as unknown as { sentImages: { size: number }[] }).sentImages,
    );
    expect(sent).toMatchObject({ type: 'image/jpeg', width: 480, height: 360 });
    expect(sent?.size).toBeLessThan(photo.length / 10);
    await page.close();
  });

  it('shows the blocked message for a BVN in someone else\u2019s name, and again after a reload', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page, { agent: false });
    await verify(verification(page), '11111111111');
    await expect
      .poll(() => verification(page).getByText(BLOCKED).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.reload();
    await expect
      .poll(() => verification(page).getByText(BLOCKED).isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await verification(page).getByRole('button', { name: 'Verify' }).isDisabled()).toBe(
      true,
    );
    await page.close();
  });
});
