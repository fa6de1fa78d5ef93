import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { FilePurpose } from '@olivia/contracts/upload';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { users } from '../../src/db/schema/accounts';
import { files } from '../../src/db/schema/files';
import { uniqueAddress } from './factories';
import { testDatabase } from './test-app';

interface Part {
  field?: string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body holding one file, as a browser's FormData sends it. */
export function multipartBody(bytes: Buffer, part: Part = {}) {
  const { field = 'logo', filename = 'photo.jpg', contentType = 'image/jpeg' } = part;
  const boundary = `----olivia-${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
    /** Where the file's bytes begin in `payload`. */
    fileStart: Buffer.byteLength(head),
  };
}

/**
 * The body in pieces that end at `breaks` (offsets into the file), each arriving only once the
 * server has taken the one before, as a browser's upload arrives a slice at a time.
 */
function arrivingInPieces(payload: Buffer, fileStart: number, breaks: readonly number[]) {
  const ends = [...breaks].sort((a, b) => a - b).map((offset) => fileStart + offset);
  ends.push(payload.length);
  return Readable.from(
    (async function* pieces() {
      let start = 0;
      for (const end of ends) {
        yield payload.subarray(start, end);
        start = end;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })(),
  );
}

/**
 * POST /app-images, from an address of its own (the route's rate limit is tested elsewhere).
 * With `breaks`, the body arrives in pieces ending at those offsets into the file.
 */
export function uploadImage(
  app: FastifyInstance,
  headers: Record<string, string>,
  bytes: Buffer,
  options: Part & { purpose?: FilePurpose; breaks?: readonly number[] } = {},
) {
  const { purpose, breaks, ...part } = options;
  const body = multipartBody(bytes, part);
  return app.inject({
    method: 'POST',
    url: endpointUrl(uploadEndpoints.uploadImage),
    query: purpose ? { purpose } : {},
    headers: {
      ...headers,
      'content-type': body.contentType,
      'content-length': String(body.payload.length),
    },
    payload: breaks ? arrivingInPieces(body.payload, body.fileStart, breaks) : body.payload,
    remoteAddress: uniqueAddress(),
  });
}

/** A plain picture in one of sharp's output formats. */
export function picture(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width = 960,
  height = 640,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

const MAX_SEGMENT = 65_537; // FF FE, a 2-byte length of at most 65535, its data
const MIN_SEGMENT = 4;

/**
 * A valid JPEG of exactly `size` bytes: comment segments right after SOI fill it out, so it still
 * ends at its EOI (it is not a polyglot) and decodes as a 16×16 picture.
 */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const base = await picture('jpeg', 16, 16);
  const segments: Buffer[] = [];
  for (let left = size - base.length; left > 0;) {
    const take = left > MAX_SEGMENT ? Math.min(MAX_SEGMENT, left - MIN_SEGMENT) : left;
    const segment = Buffer.alloc(take);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(take - 2, 2);
    segments.push(segment);
    left -= take;
  }
  return Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed `side`×`side` 1-bit grey PNG of zeros: 400 megapixels in about 50 KB. */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ISO-BMFF box: size, type, body. */
export function box(type: string, body: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

export async function storeIdOf(email: string): Promise<string> {
  const { db } = await testDatabase();
  const [row] = await db
    .select({ storeId: users.storeId })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.storeId;
}

/** How many files the store has stored. */
export async function fileCount(storeId: string): Promise<number> {
  const { db } = await testDatabase();
  const [row] = await db.select({ n: count() }).from(files).where(eq(files.storeId, storeId));
  return row?.n ?? 0;
}
