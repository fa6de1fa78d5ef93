import { and, eq, inArray } from 'drizzle-orm';
import type { FilePurpose } from '@olivia/contracts/upload';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema/files';

export interface NewFile {
  purpose: FilePurpose;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The one place file bytes are written: a store for objects (S3 and the like) would take over
 * here and in `findFileContent` (ADR 0011).
 */
export async function insertFile(db: Executor, storeId: string, file: NewFile): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({ storeId, ...file, size: file.bytes.length })
    .returning({ id: files.id });
  if (!row) throw new Error('insert into files returned nothing');
  return row.id;
}

/** The store's file `id` (another store's answers nothing), without its bytes. */
export async function findStoreFile(db: Executor, storeId: string, id: string) {
  const [row] = await db
    .select({ id: files.id, purpose: files.purpose })
    .from(files)
    .where(and(eq(files.storeId, storeId), eq(files.id, id)));
  return row;
}

/** Those of the files `ids` that are the store's (any other answers nothing), without bytes. */
export async function findStoreFiles(db: Executor, storeId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, purpose: files.purpose })
    .from(files)
    .where(and(eq(files.storeId, storeId), inArray(files.id, ids)));
}

/**
 * A file's bytes, to serve. The one query without a store id: a file is served to whoever holds a
 * link the server signed (or, for a public file, to anyone), and a link names no store (ADR 0011).
 */
export async function findFileContent(db: Executor, id: string) {
  const [row] = await db
    .select({ purpose: files.purpose, contentType: files.contentType, bytes: files.bytes })
    .from(files)
    .where(eq(files.id, id));
  return row;
}
