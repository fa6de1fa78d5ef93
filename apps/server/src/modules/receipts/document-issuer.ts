import type { Executor } from '../../db/client';
import { findStoreById } from '../accounts/public';
import type { FilesService } from '../files/files.service';
import type { ReceiptIssuer } from './receipt-pdf';

const FILE_LINK = /^\/files\/([0-9a-f-]{36})$/i;

/**
 * The store a document (a receipt, an invoice) is from: its name and its logo (a JPEG or PNG it
 * uploaded), or no logo when it cannot be read.
 */
export async function documentIssuer(
  db: Executor,
  files: Pick<FilesService, 'publicFile'>,
  storeId: string,
): Promise<ReceiptIssuer> {
  const store = await findStoreById(db, storeId);
  const [, fileId] = FILE_LINK.exec(store?.logoUrl ?? '') ?? [];
  let logo: Buffer | null = null;
  if (fileId) {
    try {
      const file = await files.publicFile(fileId);
      if (/^image\/(jpeg|png)$/.test(file.contentType)) logo = file.bytes;
    } catch {
      logo = null;
    }
  }
  return { name: store?.name ?? '', logo };
}
