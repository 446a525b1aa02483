import { startProduct } from './lib/product-server.ts';
import { runCannon } from './lib/cannon.ts';
import { scenarios } from './scenarios.ts';
process.env.NODE_OPTIONS = '--cpu-prof --cpu-prof-dir=/tmp/prof';
const product = await startProduct({ name: 'prof' });
delete process.env.NODE_OPTIONS;
const bal = scenarios.find((s) => s.name === 'user/balance')!;
const headers = (await bal.prepare!(product)) as Record<string, string>;
for (const [path, method, h, body] of [
  ['/api/user/balance', 'GET', headers, undefined],
  ['/api/cms/siteoptionlist', 'POST', { 'content-type': 'application/json', 'x-locale': 'tr' }, [{}]],
] as const) {
  const s = await runCannon({ url: product.baseUrl, path, method, headers: h, bodies: body, connections: 10, durationMs: 5000 }, 2);
  console.log(path, Math.round(s.rps), s.errors);
}
await product.close();
