import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import { leastLinkPayment } from '@olivia/contracts/payment-links';
import {
  hasTarget,
  QR_CODE_LENGTH,
  QR_SCAN_PATH,
  type QrCode,
  type QrCodeKind,
  type QrCodeRequestSchema,
  type QrCodesQuerySchema,
  type QrImageQuerySchema,
  type UpdateQrCodeRequestSchema,
} from '@olivia/contracts/qr-codes';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { randomCode } from '../../lib/secrets';
import { drawQrImage } from './qr-image';
import {
  countQrScan,
  deleteStoreQrCode,
  findQrCodeByCode,
  findQrStore,
  findQrTargets,
  findStoreOwnCode,
  findStoreQrCode,
  insertQrCode,
  lockStoreOwnCode,
  storeQrCodes,
  targetKey,
  updateStoreQrCode,
  type QrCodeRow,
  type QrStore,
  type QrTarget,
} from './qr-codes.repository';

type CodeRequest = z.output<typeof QrCodeRequestSchema>;
type CodeUpdate = z.output<typeof UpdateQrCodeRequestSchema>;

/** A code with its store and target, as one answer needs them. */
interface QrCodeRecord {
  row: QrCodeRow;
  store: QrStore;
  /** Undefined when its product or link is gone. */
  target: QrTarget | undefined;
}

/** The page a scan opens, as a path of the app: a link's amount rides along as `?amount=`. */
const destinationPath = (row: QrCodeRow, target: QrTarget) =>
  row.amount === null ? target.path : `${target.path}?amount=${toMajorUnits(row.amount)}`;

type ScanOutcome =
  { outcome: 'open'; location: string } | { outcome: 'missing' } | { outcome: 'gone' };

/** A first store code's label (the merchant can rename it). */
const STORE_CODE_LABEL = 'Storefront';

/** The code made on /website-link's first visit was found made already: its row, not a new one. */
class AlreadyMade extends Error {
  constructor(readonly row: QrCodeRow) {
    super('the store code exists');
  }
}

/**
 * The store's QR codes (/qr-codes/all) on the resource kit (ADR 0008): any signed-in user of the
 * store manages them; each change is audited (`qr_code.created/updated/removed`). A code opens
 * the store, one of its products or one of its payment links; only its own (400 otherwise).
 */
export function createQrCodesService(deps: { db: Database; appUrl: string }) {
  const { db, appUrl } = deps;

  async function storeOf(tx: Executor, storeId: string) {
    const store = await findQrStore(tx, storeId);
    if (!store) throw notFound();
    return store;
  }

  async function records(tx: Executor, storeId: string, rows: QrCodeRow[]) {
    const store = await storeOf(tx, storeId);
    const targets = await findQrTargets(tx, store, rows);
    return rows.map((row) => ({
      row,
      store,
      target: targets.get(targetKey(row.kind, row.targetId)),
    }));
  }

  const toQrCode = ({ row, store, target }: QrCodeRecord): QrCode => ({
    id: row.id,
    label: row.label,
    kind: row.kind as QrCodeKind,
    targetid: row.targetId,
    targetname: target?.name ?? '',
    amount: row.amount === null ? null : toMajorUnits(row.amount),
    currency: store.currency,
    code: row.code,
    scanurl: `${appUrl}${QR_SCAN_PATH}/${row.code}`,
    destination: target ? `${appUrl}${destinationPath(row, target)}` : null,
    scans: row.scans,
    lastscannedat: row.lastScannedAt?.toISOString() ?? null,
    active: row.active,
    createdat: row.createdAt.toISOString(),
  });

  const codes = createResourceWriter(db, {
    entity: 'qr_code',
    find: async (tx, storeId, id) => {
      const row = await findStoreQrCode(tx, storeId, id, 'update');
      return row && (await records(tx, storeId, [row]))[0];
    },
    id: (record) => record.row.id,
    snapshot: toQrCode,
  });

  /** The target of a new code: the store's own, live (400 on the target field otherwise). */
  async function targetOf(tx: Executor, store: QrStore, kind: QrCodeKind, targetId: string | null) {
    const targets = await findQrTargets(tx, store, [{ kind, targetId }]);
    const target = targets.get(targetKey(kind, targetId));
    if (!target) {
      throw badRequest(paymentLinkMessages.qrTargetNotFound, {
        targetid: [paymentLinkMessages.qrTargetNotFound],
      });
    }
    return target;
  }

  /** An amount only for a payer-chooses link, at or above its least (and the currency's). */
  function amountFor(store: QrStore, target: QrTarget | undefined, amount: number | null) {
    if (amount === null) return null;
    if (!target?.payerChooses) {
      throw badRequest(paymentLinkMessages.qrAmountPayerLinkOnly, {
        amount: [paymentLinkMessages.qrAmountPayerLinkOnly],
      });
    }
    const minor = toMinorUnits(amount);
    const least = toMinorUnits(leastLinkPayment(store.currency));
    if (minor < target.minimum || minor < least) {
      throw badRequest(paymentLinkMessages.amountBelowMinimum, {
        amount: [paymentLinkMessages.amountBelowMinimum],
      });
    }
    return minor;
  }

  /**
   * Inserts with a fresh code. Two codes alike (1 in 32^8) fail the request on the unique index
   * rather than go on a second code's page; the merchant tries again.
   */
  const insertWithCode = (tx: Executor, code: Omit<Parameters<typeof insertQrCode>[1], 'code'>) =>
    insertQrCode(tx, { ...code, code: randomCode(QR_CODE_LENGTH) });

  return {
    async list(storeId: string, query: z.output<typeof QrCodesQuerySchema>) {
      const page = await storeQrCodes.page(db, storeId, query);
      const content = await records(db, storeId, page.content);
      return { ...page, content: content.map(toQrCode) };
    },

    /** One code of the store; another store's id answers 404. */
    async get(storeId: string, id: string): Promise<QrCode> {
      return toQrCode(await codes.get(storeId, id));
    },

    async create(actor: Actor, body: CodeRequest): Promise<QrCode> {
      const record = await codes.create(actor, 'created', async ({ tx }) => {
        const store = await storeOf(tx, actor.storeId);
        const targetId = hasTarget(body.kind) ? body.targetid : null;
        const target = await targetOf(tx, store, body.kind, targetId);
        const row = await insertWithCode(tx, {
          storeId: store.id,
          label: body.label,
          kind: body.kind,
          targetId,
          amount: amountFor(store, target, body.amount),
          active: body.active,
        });
        return { row, store, target };
      });
      return toQrCode(record);
    },

    async update(actor: Actor, id: string, body: CodeUpdate): Promise<QrCode> {
      const record = await codes.update(actor, id, async ({ tx }, before) => {
        const amount =
          body.amount === undefined
            ? undefined
            : amountFor(before.store, before.target, body.amount);
        const row = await updateStoreQrCode(tx, actor.storeId, id, {
          label: body.label,
          amount,
          active: body.active,
        });
        if (!row) throw new Error('a locked QR code vanished');
        return { row: { ...before, row }, verb: 'updated' };
      });
      return toQrCode(record);
    },

    /** Deletes the code: its address answers 404 from then on. */
    async remove(actor: Actor, id: string) {
      await codes.remove(actor, 'removed', id, ({ tx }) =>
        deleteStoreQrCode(tx, actor.storeId, id),
      );
    },

    /**
     * The store's own code (/website-link): its oldest store code, made on first use. Two first
     * visits at once make one code: the second waits on the first's lock and answers its code.
     */
    async storeCode(actor: Actor): Promise<QrCode> {
      const found = await findStoreOwnCode(db, actor.storeId);
      if (found) return toQrCode((await records(db, actor.storeId, [found]))[0] as QrCodeRecord);
      try {
        const record = await codes.create(actor, 'created', async ({ tx }) => {
          await lockStoreOwnCode(tx, actor.storeId);
          const made = await findStoreOwnCode(tx, actor.storeId);
          if (made) throw new AlreadyMade(made);
          const store = await storeOf(tx, actor.storeId);
          const target = await targetOf(tx, store, 'store', null);
          const row = await insertWithCode(tx, {
            storeId: store.id,
            label: STORE_CODE_LABEL,
            kind: 'store',
            targetId: null,
            amount: null,
            active: true,
          });
          return { row, store, target };
        });
        return toQrCode(record);
      } catch (error) {
        if (!(error instanceof AlreadyMade)) throw error;
        return toQrCode((await records(db, actor.storeId, [error.row]))[0] as QrCodeRecord);
      }
    },

    /** One of the store's codes as an image (404 for another store's). */
    async image(storeId: string, id: string, query: z.output<typeof QrImageQuerySchema>) {
      const row = await findStoreQrCode(db, storeId, id);
      if (!row) throw notFound();
      return drawQrImage(`${appUrl}${QR_SCAN_PATH}/${row.code}`, query.format, query.size);
    },

    /**
     * A scan of `/q/<code>`: the page to open (the scan counted, when `counted`), or why none:
     * no such code or a switched-off one ('missing'), its product or link gone ('gone').
     */
    async scan(code: string, counted: boolean): Promise<ScanOutcome> {
      const row = await findQrCodeByCode(db, code);
      if (!row?.active) return { outcome: 'missing' };
      const [record] = await records(db, row.storeId, [row]);
      if (!record?.target) return { outcome: 'gone' };
      if (counted) await countQrScan(db, row.id);
      return { outcome: 'open', location: `${appUrl}${destinationPath(row, record.target)}` };
    },
  };
}

export type QrCodesService = ReturnType<typeof createQrCodesService>;
