/**
 * The one interface every network adapter implements (Facebook, Instagram, X, LinkedIn, …,
 * and the built-in sandbox). Adapters arrive with the pages issue; this file fixes the seam so
 * that callers never test for a network by name, only for a capability.
 */
export type NetworkKind = string;

export type NetworkCapabilities = {
  /** Longest text the network accepts; longer messages are truncated with a warning. */
  maxTextLength: number | null;
  publish: boolean;
  inbox: boolean;
  metrics: boolean;
};

export interface NetworkAdapter {
  readonly kind: NetworkKind;
  readonly capabilities: NetworkCapabilities;
}
