/**
 * What other modules may use of the domains module: whether a store owns a domain (adverts
 * point at one), which storefront a host name serves (Host header routing), and the dashboard's
 * Custom Domains panel (its fragment of the dashboard statement and the DTO).
 */
export {
  dashboardDomainsFragment,
  storeOwnsDomain,
  storefrontSlugForHost,
} from './domains.repository';
export { toDomainManager } from './domain-dto';
