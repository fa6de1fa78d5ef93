import { messages } from '@olivia/contracts/messages';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { FilePurpose, UploadResponse } from '@olivia/contracts/upload';
import type { Database } from '../../db/client';
import type { DataKeys } from '../../lib/data-keys';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { Session } from '../../plugins/auth';
import { createLinkSigner, isFileId, isPublicPurpose, LINK_LIFETIME_SECONDS } from './file-links';
import { findFileContent, insertFile } from './files.repository';
import { imageKindOf } from './image-check';
import { reencodeImage, type EncodedImage } from './image-encode';

/** What the file routes send back. */
export interface ServedFile {
  contentType: string;
  bytes: Buffer;
}

export interface FilesService {
  /**
   * Stores a re-encoded copy of the image `read` gives; nothing is stored unless every check
   * passed, and nothing is read when the caller may not upload for `purpose`.
   */
  upload(
    session: Pick<Session, 'storeId' | 'userType'>,
    purpose: FilePurpose,
    read: () => Promise<Buffer>,
  ): Promise<UploadResponse>;
  /** The file a live signed link names, and how many seconds the link has left. */
  bySignedLink(id: string, token: string): Promise<ServedFile & { secondsLeft: number }>;
  /** A logo or a product image, which anyone may see; identity documents answer not found here. */
  publicFile(id: string): Promise<ServedFile>;
}

/**
 * What a sub-user may upload: product images and banners, since every signed-in user manages
 * the catalogue and the banners, a delivery's proof (a rider's photo) and an expense's receipt
 * (staff record expenses). Logos and identity
 * documents are the main user's (docs/engineering.md#tenancy).
 */
const STAFF_PURPOSES: readonly FilePurpose[] = [
  'product',
  'banner',
  'delivery-proof',
  'expense-receipt',
];
const mayUpload = (session: Pick<Session, 'userType'>, purpose: FilePurpose) =>
  session.userType === MAIN_USER || STAFF_PURPOSES.includes(purpose);

const JPEG = 'image/jpeg';

export function createFilesService(deps: {
  db: Database;
  dataKeys: DataKeys;
  now?: () => Date;
}): FilesService {
  const { db } = deps;
  const links = createLinkSigner(deps.dataKeys, deps.now);

  /**
   * One answer for every refusal of content (docs/product/rules.md's fallback): nothing to probe
   * with.
   */
  async function reencode(bytes: Buffer): Promise<EncodedImage> {
    const kind = imageKindOf(bytes);
    if (!kind) throw badRequest(messages.failedToUploadImage);
    try {
      return await reencodeImage(bytes, kind);
    } catch {
      // sharp's reasons (pixel limit, HEVC it cannot decode, a corrupt scan) stay on the server.
      throw badRequest(messages.failedToUploadImage);
    }
  }

  return {
    async upload(session, purpose, read) {
      if (!mayUpload(session, purpose)) throw forbidden();
      const image = await reencode(await read());
      const id = await insertFile(db, session.storeId, { purpose, contentType: JPEG, ...image });
      return { imageURL: isPublicPurpose(purpose) ? links.publicLinkTo(id) : links.linkTo(id) };
    },

    async bySignedLink(id, token) {
      const secondsLeft = links.secondsLeft(id, token);
      const file = secondsLeft === null ? undefined : await findFileContent(db, id);
      if (!file || secondsLeft === null) throw notFound();
      // Capped as well: another process whose clock runs ahead signs links that end later.
      const cacheFor = Math.min(secondsLeft, LINK_LIFETIME_SECONDS);
      return { contentType: file.contentType, bytes: file.bytes, secondsLeft: cacheFor };
    },

    async publicFile(id) {
      const file = isFileId(id) ? await findFileContent(db, id) : undefined;
      if (!file || !isPublicPurpose(file.purpose)) throw notFound();
      return { contentType: file.contentType, bytes: file.bytes };
    },
  };
}
