import { BranchDetailRoute } from './branch-detail-route';
import { BranchesRoute } from './branches-route';
import { EditBranchRoute } from './edit-branch-route';
import { NewBranchRoute } from './new-branch-route';

/**
 * The branches area's screens and drawers, loaded together: one lazy chunk and one preload
 * list in the first load however many drawers the area has (ADR 0023).
 */
export const branchesScreens = {
  BranchesRoute,
  NewBranchRoute,
  EditBranchRoute,
  BranchDetailRoute,
};
