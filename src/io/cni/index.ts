// CNI network configs (.conf / .conflist) for Windows plugins.
import type { ObjectCounts } from '../formats';
import type { CniConfig } from './model';

export type { CniConfig, CniDns, CniIpam, CniIpamRoute, CniMode, CniNetworkPolicy } from './model';
export { detectCniConfig } from './detect';
export { parseCniConfig } from './parse';

/** What the import summary counts for a CNI config: its policies. */
export const countCniConfig = (config: CniConfig): ObjectCounts => ({
  policies: config.endpointPolicies.length + config.networkPolicies.length,
});
