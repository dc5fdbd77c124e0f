// 3. Drain, the network: the seeded faults injected on the faulty network, and the proxy-log
// classification behind the request counts (writes, landed-checks, longest quiet stretch).
import type { FaultProxy } from '../../tests/helpers/fault-proxy';


/** Matches a share of the requests whose path contains `part` (seeded), counting how many it took. */
class SampledPath extends RegExp {
  hits = 0;
  constructor(private readonly part: string, private readonly share: number, private readonly random: () => number) {
    super(part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  }
  override test(path: string): boolean {
    if (!path.includes(this.part) || this.random() >= this.share) return false;
    this.hits++;
    return true;
  }
}

export const FAULT_PLAN = [
  { name: 'status 503', share: 0.05, fault: { kind: 'status', status: 503 } },
  { name: 'lose-response', share: 0.03, fault: { kind: 'lose-response' } },
  { name: 'delay 500 ms', share: 0.02, fault: { kind: 'delay', ms: 500 } },
] as const;

export function addFaults(proxy: FaultProxy, random: () => number): SampledPath[] {
  return FAULT_PLAN.map((plan) => {
    const path = new SampledPath('/rest/v1/', plan.share, random);
    proxy.addFault({ path, times: Infinity, fault: plan.fault });
    return path;
  });
}

/** An outbox write: PATCH (field sets, order steps), POST of an upsert, or the set_shop_status procedure. */
export function isWrite(request: { method: string; path: string }) {
  if (request.method === 'PATCH') return true;
  if (request.method !== 'POST') return false;
  return !request.path.startsWith('/rest/v1/rpc/') || request.path.startsWith('/rest/v1/rpc/set_shop_status');
}

/** The "did it land?" check before a resend (the server's ledger of applied mutation ids). */
export const isLandedCheck = (request: { path: string }) => request.path.startsWith('/rest/v1/rpc/mutation_applied');

export function longestQuiet(from: number, to: number, times: number[]): number {
  const points = [from, ...times.sort((a, b) => a - b), to];
  let longest = 0;
  for (let i = 1; i < points.length; i++) longest = Math.max(longest, points[i] - points[i - 1]);
  return longest;
}
