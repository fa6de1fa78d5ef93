import type { Branch, BranchDetail, BranchKind } from '@olivia/contracts/branches';
import { toMajorUnits } from '@olivia/contracts/money';
import type { BranchRecord, findBranchStaff } from './branches.repository';

export const toBranch = (row: BranchRecord): Branch => ({
  id: row.id,
  name: row.name,
  kind: row.kind as BranchKind,
  addressid: row.addressId,
  address: row.addressText,
  phone: row.phone,
  hours: row.hours,
  managerid: row.managerUserId,
  manager: row.managerName,
  pickup: row.pickup,
  pickupinstructions: row.pickupInstructions,
  active: row.active,
  staffcount: row.staffCount,
  ordercount: row.orderCount,
  revenue: toMajorUnits(row.revenue),
  createdat: row.createdAt.toISOString(),
});

type StaffRow = Awaited<ReturnType<typeof findBranchStaff>>[number];

export const toBranchDetail = (row: BranchRecord, staff: StaffRow[]): BranchDetail => ({
  ...toBranch(row),
  staff: staff.map((user) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    email: user.email,
    disabled: user.disabledAt !== null,
  })),
});
