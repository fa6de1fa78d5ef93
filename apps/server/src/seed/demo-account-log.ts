import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/audit-log';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

interface Person {
  id: string;
  /** Where they usually sign in from. */
  ip: string;
  userAgent: string;
}

/**
 * A month of sign-ins in the demo store's account log, so /account/logs shows a believable
 * history: the owner on her laptop and phone, the sub-user on his phone, one mistyped password
 * and a password change.
 */
export async function seedDemoAccountLog(
  tx: Executor,
  storeId: string,
  { owner, staff, now }: { owner: Person; staff?: Person; now: Date },
): Promise<void> {
  const at = (daysAgo: number, hour: number) => {
    const day = new Date(now.getTime() - daysAgo * 86_400_000);
    day.setUTCHours(hour, (daysAgo * 17) % 60, 0, 0);
    return day;
  };
  const entry = (person: Person, verb: string, when: Date, userAgent = person.userAgent) => ({
    storeId,
    actorUserId: person.id,
    action: `user.${verb}`,
    entityType: 'user',
    entityId: person.id,
    changes: {},
    ip: person.ip,
    userAgent,
    createdAt: when,
  });
  const rows = [];
  for (let daysAgo = 28; daysAgo >= 1; daysAgo -= 3) {
    rows.push(
      entry(owner, 'signed_in', at(daysAgo, 8), daysAgo % 2 ? SAFARI_IPHONE : CHROME_WINDOWS),
    );
    if (staff) rows.push(entry(staff, 'signed_in', at(daysAgo, 9)));
  }
  rows.push(entry(owner, 'sign_in_failed', at(12, 7)));
  rows.push({
    ...entry(owner, 'password_changed', at(12, 7)),
    changes: { passwordChangedAt: { from: null, to: at(12, 7).toISOString() } },
  });
  if (staff) rows.push(entry(staff, 'signed_out', at(4, 17)));
  await tx.insert(auditLog).values(rows);
}

export const DEMO_DEVICES = { CHROME_WINDOWS, SAFARI_IPHONE, CHROME_ANDROID };
