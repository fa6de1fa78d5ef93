import type { FilePurpose } from '@olivia/contracts/upload';
import type { Executor } from '../../db/client';
import type { DataKeys } from '../../lib/data-keys';
import { findStoreFile, findStoreFiles } from './files.repository';

/** Where stored files are served, outside the API (ADR 0011). */
export const FILES_PATH = '/files';
/** How long a signed link to a file shows it. */
export const LINK_LIFETIME_SECONDS = 15 * 60;

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `<expires, epoch seconds>.<signature of "<id>.<expires>">` */
const TOKEN = /^(\d{1,12})\.([\w-]{1,64})$/;
const LINK_PATH = /^\/files\/([^/]+)(?:\/([^/]+))?$/;

export const isFileId = (id: string) => FILE_ID.test(id);

/**
 * The purposes whose files anyone may see by their plain link `/files/<id>`, cached for good: a
 * store's logo, its product images and banners. Identity documents are shown only by signed links.
 */
const PUBLIC_PURPOSES: readonly string[] = ['logo', 'product', 'banner'] satisfies FilePurpose[];
export const isPublicPurpose = (purpose: string) => PUBLIC_PURPOSES.includes(purpose);

export interface FileLinks {
  /** A fresh signed link to a stored file (relative URL '/files/<id>/<token>'). */
  linkTo(fileId: string): string;
  /**
   * The file an uploaded link names, if it is this store's and of one of `purposes` (an expired
   * link still names its file).
   */
  ownFile(
    db: Executor,
    storeId: string,
    imageUrl: string,
    purposes: FilePurpose[],
  ): Promise<{ id: string } | null>;
  /**
   * `urls` as the permanent links of the public files they name (one query for them all), when
   * every one is the store's own file of one of `purposes`; null when any is not.
   */
  ownPublicLinks(
    db: Executor,
    storeId: string,
    urls: string[],
    purposes: FilePurpose[],
  ): Promise<string[] | null>;
}

/** Signs and reads the links; the files module serves with it, others get `FileLinks`. */
export function createLinkSigner(dataKeys: DataKeys, now: () => Date = () => new Date()) {
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const parse = (id: string, token: string) => {
    const [, expires, signature] = TOKEN.exec(token) ?? [];
    if (!isFileId(id) || !expires || !signature) return null;
    return dataKeys.verify(`${id}.${expires}`, signature) ? Number(expires) : null;
  };
  return {
    linkTo(fileId: string): string {
      const expires = nowSeconds() + LINK_LIFETIME_SECONDS;
      return `${FILES_PATH}/${fileId}/${expires}.${dataKeys.sign(`${fileId}.${expires}`)}`;
    },
    /** A public file's (a logo's, a product image's) permanent, unsigned link. */
    publicLinkTo: (fileId: string) => `${FILES_PATH}/${fileId}`,
    /** Seconds a live link to `id` has left; null if it is expired, tampered or not for `id`. */
    secondsLeft(id: string, token: string): number | null {
      const expires = parse(id, token);
      const left = expires === null ? 0 : expires - nowSeconds();
      return left > 0 ? left : null;
    },
    /** Whether we signed this link for `id`, however long ago. */
    wasSigned: (id: string, token: string) => parse(id, token) !== null,
  };
}

/** The path of a relative '/files/…' URL or of an absolute http(s) one on any origin. */
function pathOf(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    const plain = !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
    return /^https?:$/.test(parsed.protocol) && plain ? parsed.pathname : null;
  } catch {
    return null;
  }
}

export function createFileLinks(dataKeys: DataKeys, now?: () => Date): FileLinks {
  const signer = createLinkSigner(dataKeys, now);
  /** The file id a link names, if it is one of ours (a signature we made, however old). */
  const fileIdOf = (url: string) => {
    const [, id, token] = LINK_PATH.exec(pathOf(url) ?? '') ?? [];
    if (!id || !isFileId(id)) return null;
    if (token !== undefined && !signer.wasSigned(id, token)) return null;
    return { id, signed: token !== undefined };
  };
  const ofPurpose = (purpose: string, purposes: FilePurpose[]) =>
    purposes.some((wanted) => wanted === purpose);

  return {
    linkTo: signer.linkTo,
    async ownFile(db, storeId, imageUrl, purposes) {
      const link = fileIdOf(imageUrl);
      const file = link ? await findStoreFile(db, storeId, link.id) : undefined;
      if (!link || !file || !ofPurpose(file.purpose, purposes)) return null;
      // Identity documents never have an unsigned link; only a public file's may name it.
      if (!link.signed && !isPublicPurpose(file.purpose)) return null;
      return { id: file.id };
    },
    async ownPublicLinks(db, storeId, urls, purposes) {
      const ids: string[] = [];
      for (const url of urls) {
        const link = fileIdOf(url);
        if (!link) return null;
        ids.push(link.id);
      }
      if (ids.length === 0) return [];
      const files = await findStoreFiles(db, storeId, [...new Set(ids)]);
      const purposeOf = new Map(files.map((file) => [file.id, file.purpose]));
      const allOwnAndPublic = ids.every((id) => {
        const purpose = purposeOf.get(id);
        return purpose !== undefined && isPublicPurpose(purpose) && ofPurpose(purpose, purposes);
      });
      return allOwnAndPublic ? ids.map(signer.publicLinkTo) : null;
    },
  };
}
