/**
 * What other modules may use of the adverts module: the dashboard's Advert Campaigns panel (its
 * fragment of the dashboard statement, and the DTO; the panel does not show reach).
 */
export { dashboardAdvertsFragment } from './adverts.repository';
export { toAdvert } from './advert-dto';
