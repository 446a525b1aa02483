import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * Metrics under WEB_CONCURRENCY > 1 (docs/decisions/048-metrics-and-readiness.md): each worker
 * keeps its own registry and the port hands a scrape to any one of them, so that worker asks the
 * primary, which collects every worker's registry through prom-client's AggregatorRegistry
 * (counters and histograms summed, gauges as each declares) and answers with one text.
 */
type Ask = { kind: 'lalebet:metrics'; id: number };
type Answer = Ask & { text?: string; error?: string };

const isMetrics = (m: unknown): m is Answer => (m as Answer | null)?.kind === 'lalebet:metrics';

/** In the primary: answers the workers' asks with the whole cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, m: unknown) => {
    if (!isMetrics(m)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ kind: m.kind, id: m.id, text } satisfies Answer),
      (err: Error) => worker.send({ kind: m.kind, id: m.id, error: err.message } satisfies Answer),
    );
  });
}

/** In a worker: lets the primary read this registry (prom-client's own request and answer). */
export function shareWorkerRegistry(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // its constructor adds the worker's listener
}

let nextId = 0;
const waiting = new Map<number, (a: Answer) => void>();
let listening = false;

/** In a worker: the whole cluster's metrics, through the primary. */
export function clusterMetrics(timeoutMs = 6_000): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (m: unknown) => {
      if (isMetrics(m)) waiting.get(m.id)?.(m);
    });
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('metrics: the primary did not answer'));
    }, timeoutMs);
    waiting.set(id, (a) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (a.error !== undefined) reject(new Error(a.error));
      else resolve(a.text ?? '');
    });
    process.send!({ kind: 'lalebet:metrics', id } satisfies Ask);
  });
}
