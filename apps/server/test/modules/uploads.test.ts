import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import {
  FILE_PURPOSES,
  UPLOAD_CAP_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  type FilePurpose,
} from '@olivia/contracts/upload';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { signUp, uniqueAddress, type SignedIn } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';
import {
  box,
  fileCount,
  jpegOfSize,
  multipartBody,
  picture,
  pngBomb,
  storeIdOf,
  uploadImage,
} from '../helpers/uploads';

let app: FastifyInstance;
let owner: SignedIn;
let storeId: string;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUp(app);
  storeId = await storeIdOf(owner.email);
});
afterAll(() => app.close());

/** Uploads, then fetches what the answer links to. */
async function uploadAndFetch(bytes: Buffer, purpose: FilePurpose = 'identification') {
  const response = await uploadImage(app, owner.headers, bytes, { purpose });
  expect(response.statusCode, response.body).toBe(200);
  const { imageURL } = response.json<{ imageURL: string }>();
  const served = await app.inject({ url: imageURL });
  expect(served.statusCode).toBe(200);
  return { imageURL, served, stored: await sharp(served.rawPayload).metadata() };
}

describe('POST /app-images (docs/api.md): what is stored', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'takes a %s and stores a JPEG 480 px wide, the aspect kept',
    async (format) => {
      const { stored } = await uploadAndFetch(await picture(format, 960, 640));
      expect(stored).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
    },
  );

  it('takes a progressive JPEG, and one whose EXIF thumbnail has its own end marker', async () => {
    const progressive = await sharp(await picture('jpeg'))
      .jpeg({ progressive: true })
      .toBuffer();
    expect((await uploadAndFetch(progressive)).stored.width).toBe(480);
    const thumbnail = await picture('jpeg', 32, 32);
    const app1 = Buffer.alloc(4);
    app1.writeUInt16BE(0xffe1);
    app1.writeUInt16BE(2 + 6 + thumbnail.length, 2);
    const exif = Buffer.concat([app1, Buffer.from('Exif\0\0', 'latin1'), thumbnail]);
    const outer = await picture('jpeg');
    const withThumbnail = Buffer.concat([outer.subarray(0, 2), exif, outer.subarray(2)]);
    expect((await uploadAndFetch(withThumbnail)).stored.width).toBe(480);
  });

  it('turns the image upright by its EXIF orientation, then drops all its metadata', async () => {
    const tagged = await sharp(await picture('jpeg', 960, 640))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Kettle secret', Artist: 'Amaka' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);

    const { served, stored } = await uploadAndFetch(tagged);
    expect(stored).toMatchObject({ width: 480, height: 720 }); // 640×960 once upright
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(served.rawPayload.includes('Kettle secret')).toBe(false);
  });

  it('answers a signed expiring link for an identity document, a plain one for a logo or a product', async () => {
    const document = await uploadAndFetch(await picture('png', 600, 600), 'identification');
    expect(document.imageURL).toMatch(/^\/files\/[0-9a-f-]{36}\/\d+\.[\w-]+$/);
    for (const purpose of ['logo', 'product'] as const) {
      const image = await uploadAndFetch(await picture('png', 600, 600), purpose);
      expect(image.imageURL).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    }
  });
});

describe('POST /app-images: size caps (docs/product/rules.md)', () => {
  it.each(FILE_PURPOSES)(
    'takes a %s of exactly its cap, refuses one byte more (413)',
    async (purpose) => {
      const cap = UPLOAD_CAP_BYTES[purpose];
      const atCap = await uploadImage(app, owner.headers, await jpegOfSize(cap), { purpose });
      expect(atCap.statusCode, atCap.body).toBe(200);

      const before = await fileCount(storeId);
      const over = await uploadImage(app, owner.headers, await jpegOfSize(cap + 1), { purpose });
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ error: UPLOAD_TOO_LARGE_MESSAGE[purpose] });
      expect(await fileCount(storeId)).toBe(before);
    },
    60_000,
  );

  it('words the caps as docs/product does: 10MB for the ID, the logo, products, banners, delivery proofs and expense receipts, 50MB for verification', () => {
    expect(UPLOAD_CAP_BYTES).toEqual({
      logo: 10_485_760,
      identification: 10_485_760,
      verification: 51_428_800,
      product: 10_485_760,
      banner: 10_485_760,
      'delivery-proof': 10_485_760,
      'expense-receipt': 10_485_760,
    });
    expect(UPLOAD_TOO_LARGE_MESSAGE.product).toBe(UPLOAD_TOO_LARGE_MESSAGE.logo);
    expect(UPLOAD_TOO_LARGE_MESSAGE.banner).toBe(UPLOAD_TOO_LARGE_MESSAGE.logo);
    expect(UPLOAD_TOO_LARGE_MESSAGE.identification).toBe(
      'Failed to upload. File size exceeds 10MB',
    );
    expect(UPLOAD_TOO_LARGE_MESSAGE.verification).toBe('Failed to upload. File size exceeds 50MB');
  });
});

describe('POST /app-images: well over a cap (issue 25)', () => {
  const MB = 1024 * 1024;
  /** A cap and one byte more, 16 MB and 60 MB, and 16 MB past the cap: those over the cap. */
  const oversizes = (cap: number) =>
    [cap + 1, 16 * MB, 60 * MB, cap + 16 * MB].filter((size) => size > cap);
  const cases = (['logo', 'verification'] as const).flatMap((purpose) =>
    oversizes(UPLOAD_CAP_BYTES[purpose]).map((size) => [purpose, size] as const),
  );

  /** 64 KB slices from the file's start, as a browser reads a file (both caps' MB are 64 KB). */
  const slices = (size: number) =>
    Array.from({ length: Math.ceil(size / (64 * 1024)) - 1 }, (_, i) => (i + 1) * 64 * 1024);

  it.each(cases)(
    "refuses a %s of %i bytes with 413 and the product's message however the body arrives, storing nothing",
    async (purpose, size) => {
      const cap = UPLOAD_CAP_BYTES[purpose];
      const bytes = await jpegOfSize(size);
      const before = await fileCount(storeId);
      // At once; read up to the cap before the rest arrives; in a browser's slices.
      for (const breaks of [undefined, [cap], slices(size)]) {
        const response = await uploadImage(app, owner.headers, bytes, { purpose, breaks });
        expect(response.statusCode, `${breaks?.length} breaks: ${response.body}`).toBe(413);
        expect(response.json()).toEqual({ error: UPLOAD_TOO_LARGE_MESSAGE[purpose] });
      }
      expect(await fileCount(storeId)).toBe(before);
    },
    120_000,
  );

  it('still takes a file of exactly its cap that arrives in pieces', async () => {
    const cap = UPLOAD_CAP_BYTES.logo;
    const response = await uploadImage(app, owner.headers, await jpegOfSize(cap), {
      purpose: 'logo',
      breaks: [...slices(cap), cap - 1],
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 413 over HTTP after reading the body, and the connection serves the next upload', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const purpose of ['logo', 'verification'] as const) {
        const cap = UPLOAD_CAP_BYTES[purpose];
        const over = await post(port, agent, await jpegOfSize(60 * MB), purpose, cap);
        expect(over.status, over.body).toBe(413);
        expect(JSON.parse(over.body)).toEqual({ error: UPLOAD_TOO_LARGE_MESSAGE[purpose] });
        const next = await post(port, agent, await picture('jpeg'), purpose);
        expect(next.status, next.body).toBe(200);
        expect(next.reusedSocket).toBe(true);
      }
    } finally {
      agent.destroy();
    }
  }, 120_000);

  /**
   * An upload over one kept-alive connection of `agent`; with `pauseAt`, the file's bytes past
   * that offset follow a moment after the rest.
   */
  function post(
    port: number,
    agent: Agent,
    bytes: Buffer,
    purpose: FilePurpose,
    pauseAt = bytes.length,
  ) {
    const body = multipartBody(bytes);
    const split = body.fileStart + pauseAt;
    return new Promise<{ status?: number; body: string; reusedSocket: boolean }>(
      (resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            agent,
            method: 'POST',
            path: `${endpointUrl(uploadEndpoints.uploadImage)}?purpose=${purpose}`,
            headers: {
              ...owner.headers,
              'content-type': body.contentType,
              'content-length': body.payload.length,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode,
                body: Buffer.concat(chunks).toString(),
                reusedSocket: request.reusedSocket,
              }),
            );
          },
        );
        request.on('error', reject);
        request.write(body.payload.subarray(0, split), () =>
          setTimeout(() => request.end(body.payload.subarray(split)), 100),
        );
      },
    );
  }
});

describe('POST /app-images: what is refused, storing nothing', () => {
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(600)]);
  const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]);
  const cases: [string, () => Promise<Buffer>][] = [
    ['an executable named photo.jpg', async () => elf],
    ['text', async () => Buffer.from('hello, I am not an image')],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['a GIF (not one of ours)', () => picture('jpeg').then((jpeg) => sharp(jpeg).gif().toBuffer())],
    [
      'a JPEG with a <script> after it',
      async () => withTail(await picture('jpeg'), '<script>alert(1)</script>'),
    ],
    ['a JPEG with a ZIP after it', async () => Buffer.concat([await picture('jpeg'), zip])],
    [
      'a JPEG whose tail ends in FFD9 too',
      async () => withTail(await picture('jpeg'), '<script>x</script>\xff\xd9'),
    ],
    ['a PNG with data after IEND', async () => withTail(await picture('png'), '<?php ?>')],
    ['a WebP with data after its RIFF', async () => withTail(await picture('webp'), 'PK')],
    ['a truncated JPEG', async () => (await picture('jpeg')).subarray(0, 600)],
    ['a HEIC sharp cannot decode', async () => heic()],
    ['a 20000×20000 PNG (decompression bomb)', async () => pngBomb()],
  ];

  it.each(cases)("refuses %s with 'Failed to upload image'", async (_name, make) => {
    const before = await fileCount(storeId);
    const response = await uploadImage(app, owner.headers, await make());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: messages.failedToUploadImage });
    expect(await fileCount(storeId)).toBe(before);
  });

  it("says 'Select file' for an empty file or a file in another field", async () => {
    const before = await fileCount(storeId);
    const empty = await uploadImage(app, owner.headers, Buffer.alloc(0));
    const elsewhere = await uploadImage(app, owner.headers, await picture('jpeg'), {
      field: 'photo',
    });
    for (const response of [empty, elsewhere]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: messages.selectFile });
    }
    expect(await fileCount(storeId)).toBe(before);
  });

  it('refuses a body that is not multipart, and an unknown purpose', async () => {
    const json = await app.inject({
      method: 'POST',
      url: endpointUrl(uploadEndpoints.uploadImage),
      headers: owner.headers,
      payload: { logo: 'data:image/png;base64,AAAA' },
      remoteAddress: uniqueAddress(),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: messages.failedToUploadImage });
    const unknown = await uploadImage(app, owner.headers, await picture('jpeg'), {
      purpose: 'avatar' as 'logo',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(serverErrors.badRequest);
  });

  it('refuses an upload without a session (401), and a sub-user anything but product images (403)', async () => {
    const before = await fileCount(storeId);
    const bytes = await picture('jpeg');
    const anonymous = await uploadImage(app, {}, bytes, { purpose: 'product' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: serverErrors.tokenMissing });
    const staff = await staffHeaders(app, owner);
    for (const purpose of [undefined, 'logo', 'identification', 'verification'] as const) {
      const refused = await uploadImage(app, staff, bytes, purpose ? { purpose } : {});
      expect(refused.statusCode, purpose).toBe(403);
      expect(refused.json()).toEqual({ error: serverErrors.forbidden });
    }
    expect(await fileCount(storeId)).toBe(before);
  });

  it('lets a sub-user upload a product image, public like a logo', async () => {
    const before = await fileCount(storeId);
    const staff = await staffHeaders(app, owner);
    const response = await uploadImage(app, staff, await picture('png'), { purpose: 'product' });
    expect(response.statusCode, response.body).toBe(200);
    const { imageURL } = response.json<{ imageURL: string }>();
    expect(imageURL).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const served = await app.inject({ url: imageURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await fileCount(storeId)).toBe(before + 1);
  });

  it("lets a sub-user (a rider) upload a delivery's proof, shown only by a signed link", async () => {
    const staff = await staffHeaders(app, owner);
    const response = await uploadImage(app, staff, await picture('jpeg'), {
      purpose: 'delivery-proof',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { imageURL } = response.json<{ imageURL: string }>();
    expect(imageURL).toMatch(/^\/files\/[0-9a-f-]{36}\/\d+\.[\w-]+$/);
    expect((await app.inject({ url: imageURL })).statusCode).toBe(200);
    expect((await app.inject({ url: imageURL.replace(/\/[^/]+$/, '') })).statusCode).toBe(404);
  });
});

function withTail(image: Buffer, tail: string): Buffer {
  return Buffer.concat([image, Buffer.from(tail, 'latin1')]);
}

/** A well-tiled HEIC shell (ftyp 'heic', then an mdat): the npm build of sharp has no HEVC. */
function heic(): Buffer {
  const brands = Buffer.from('heic\0\0\0\0mif1heic', 'latin1');
  return Buffer.concat([box('ftyp', brands), box('mdat', Buffer.alloc(256, 7))]);
}
