import { EditSubUserRoute } from './edit-sub-user-route';
import { InviteSubUserRoute } from './invite-sub-user-route';
import { SubUsersRoute } from './sub-users-route';

/**
 * The sub users area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const subUsersScreens = {
  SubUsersRoute,
  InviteSubUserRoute,
  EditSubUserRoute,
};
