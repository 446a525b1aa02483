/** Query keys of the protection feature; every change invalidates `all`. */
export const protectionKeys = {
  all: ['protection'] as const,
  state: ['protection', 'state'] as const,
  session: ['protection', 'session'] as const,
  lift: ['protection', 'lift'] as const,
};
