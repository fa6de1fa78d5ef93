import {
  ACCOUNT_LOG_OBJECTS,
  type AccountLogEntry,
  type AccountLogPeople,
  type AccountLogObject,
} from '@olivia/contracts/account-logs';
import type { z } from 'zod';
import type { AccountLogsQuerySchema } from '@olivia/contracts/account-logs';
import type { Database } from '../../db/client';
import { mapPage, type ListPage } from '../../lib/resource/list-page';
import {
  findStorePeople,
  storeAccountLog,
  type AuditRow,
  type Person,
} from './account-logs.repository';
import { describeDevice } from '../../lib/device';

/** The id the server's own work and customers act under (orders placed, payments received). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

function toEntry(row: AuditRow, people: Map<string, Person>): AccountLogEntry {
  const person = people.get(row.actorUserId);
  const actor = person
    ? { kind: 'person' as const, id: person.id, name: fullName(person), email: person.email }
    : row.actorUserId === NOBODY
      ? { kind: 'system' as const, id: null, name: '', email: '' }
      : { kind: 'former' as const, id: row.actorUserId, name: '', email: '' };
  const group = ACCOUNT_LOG_OBJECTS[row.entityType as AccountLogObject] ?? 'commerce';
  return {
    id: row.id,
    action: row.action,
    group,
    objecttype: row.entityType,
    objectid: row.entityId,
    actor,
    changes: row.changes,
    ip: row.ip,
    device: describeDevice(row.userAgent),
    createdat: row.createdAt.toISOString(),
  };
}

/** The account log (/account/logs): who did what to which object, when and from where. */
export function createAccountLogsService(db: Database) {
  return {
    async list(
      storeId: string,
      query: z.output<typeof AccountLogsQuerySchema>,
    ): Promise<ListPage<AccountLogEntry>> {
      const page = await storeAccountLog.page(db, storeId, query);
      const actorIds = [...new Set(page.content.map((row) => row.actorUserId))];
      const people = await findStorePeople(db, storeId, actorIds);
      const byId = new Map(people.map((person) => [person.id, person]));
      return mapPage(page, (row) => toEntry(row, byId));
    },

    async people(storeId: string): Promise<AccountLogPeople> {
      const people = await findStorePeople(db, storeId);
      return people.map((person) => ({
        id: person.id,
        name: fullName(person),
        email: person.email,
      }));
    },
  };
}

export type AccountLogsService = ReturnType<typeof createAccountLogsService>;
