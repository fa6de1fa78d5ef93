import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkImage, shrunkSize } from './shrink-image';

describe('the browser copy of an image (SPEC §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is 480 px wide with the aspect kept, whatever the photo', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 480, height: 360 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 480, height: 640 });
    expect(shrunkSize(240, 100)).toEqual({ width: 480, height: 200 });
    expect(shrunkSize(10_000, 1)).toEqual({ width: 480, height: 1 });
  });

  it('sends a file the browser cannot decode as it is, for the server to judge', async () => {
    const heic = new File([new Uint8Array([0, 0, 0, 24])], 'photo.heic', { type: 'image/heic' });
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('cannot decode', 'InvalidStateError'))),
    );
    expect(await shrinkImage(heic)).toBe(heic);
  });
});
