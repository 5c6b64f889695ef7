// Model settings: the decisions the public evidence leaves open, with their defaults.
export interface ModelSettings {
  /** Walk the reply when the request reaches a listener (or is answered with RST / ICMP). */
  followReply: boolean;
  /** Upper bound of events per leg: anything longer is a loop. High enough that a routing loop ends
   * with TTL_EXCEEDED first, as it would on a real network (about 10 events per hop). */
  maxEventsPerLeg: number;
}

export const DEFAULT_SETTINGS: ModelSettings = {
  followReply: true,
  maxEventsPerLeg: 5000,
};
