import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@olivia/contracts/messages';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import {
  UPLOAD_CAP_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  type FilePurpose,
} from '@olivia/contracts/upload';
import { badRequest, DomainError, tooLarge } from '../../lib/errors';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { FILES_PATH } from './file-links';
import type { FilesService, ServedFile } from './files.service';

/** One file and nothing much beside it; the file's own cap depends on its purpose. */
const PART_LIMITS = { files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 20 };

/** Each upload costs a decode and an encode: enough for a person, not for a loop. */
const uploadRateLimit = { config: { rateLimit: { max: 60, timeWindow: '15 minutes' } } };

/** A public file's bytes never change under its id: browsers and proxies may keep it. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/** Reads a part nobody wants to its end, keeping none of it. */
const discard = (part: MultipartFile) =>
  pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));

/**
 * The file of the multipart field `field`, read under `purpose`'s cap: 413 with
 * docs/product/rules.md's message past it (the cap itself is allowed), 'Select file' without a
 * file, and any malformed request docs/product/rules.md's 'Failed to upload image'. The file is
 * read to its end either way, so the answer never races the body still arriving.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  purpose: FilePurpose,
): Promise<Buffer> {
  try {
    const part = await request.file({
      limits: { ...PART_LIMITS, fileSize: UPLOAD_CAP_BYTES[purpose] },
    });
    if (!part) throw badRequest(messages.selectFile);
    if (part.fieldname !== field) {
      await discard(part);
      throw badRequest(messages.selectFile);
    }
    const bytes = await part.toBuffer();
    // `toBuffer` throws FST_REQ_FILE_TOO_LARGE only when it reads a chunk after busboy cut the
    // file; when the cut falls between two chunks it answers the first `cap` bytes. busboy sets
    // the flag before the file's stream ends, so once the file is read the check is certain.
    if (part.file.truncated) throw tooLarge(UPLOAD_TOO_LARGE_MESSAGE[purpose]);
    if (!bytes.length) throw badRequest(messages.selectFile);
    return bytes;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(UPLOAD_TOO_LARGE_MESSAGE[purpose]);
    }
    throw badRequest(messages.failedToUploadImage);
  }
}

/** docs/api.md `POST /app-images`, under the main API prefix. */
export async function uploadRoutes(app: FastifyInstance, opts: { files: FilesService }) {
  // Only this plugin's routes parse multipart bodies; everywhere else it is still refused (415).
  await app.register(fastifyMultipart);
  const endpoint = uploadEndpoints.uploadImage;
  route(
    app,
    endpoint,
    async (request) => {
      const { purpose } = request.query;
      return opts.files.upload(sessionOf(request), purpose, () =>
        readUpload(request, endpoint.multipart.field, purpose),
      );
    },
    uploadRateLimit,
  );
}

function sendImage(reply: FastifyReply, file: ServedFile, cacheControl: string) {
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', cacheControl)
    .send(file.bytes);
}

/**
 * The stored files, outside the API (under `FILES_PATH`): by a signed link while it
 * lives, and a public file (a logo, a product image) by its id alone. A wrong, expired or tampered
 * link and an unknown id get the same 404.
 */
export async function fileServingRoutes(app: FastifyInstance, opts: { files: FilesService }) {
  app.get<{ Params: { id: string; token: string } }>(
    `${FILES_PATH}/:id/:token`,
    async (request, reply) => {
      const file = await opts.files.bySignedLink(request.params.id, request.params.token);
      return sendImage(reply, file, `private, max-age=${file.secondsLeft}`);
    },
  );
  app.get<{ Params: { id: string } }>(`${FILES_PATH}/:id`, async (request, reply) =>
    sendImage(reply, await opts.files.publicFile(request.params.id), PUBLIC_CACHE),
  );
}
