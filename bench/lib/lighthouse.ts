/**
 * Lighthouse mobile performance of the home page, served by the real app (built web, demo
 * seed) on loopback and measured in Debian's Chromium. Target: a score of 90 or more.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumMissingMessage, findChromium } from '../../scripts/lib/chromium.ts';
import { ensureWebBuild } from '../../scripts/lib/web-build.ts';
import { startRealApp } from './targets.ts';

export type LighthouseResult = {
  /** The median of the runs' scores; `metrics` are the median run's. */
  score: number;
  scores: number[];
  /** Runs Lighthouse could not measure (a runtime error such as NO_NAVSTART), run again. */
  failed: string[];
  metrics: Record<string, string>;
};

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** `runs` cold loads (Lighthouse resets the cache and storage before each), median reported. */
export async function runLighthouse(pathname = '/', runs = 5): Promise<LighthouseResult | null> {
  const chromium = findChromium();
  if (!chromium.found) {
    console.log(chromiumMissingMessage().replace('E2E', 'Lighthouse'));
    return null;
  }
  await ensureWebBuild(() => {});
  const target = await startRealApp({ web: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.path,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // The default config is Lighthouse's mobile profile: Moto G-class CPU, slow 4G throttling.
    const results: Omit<LighthouseResult, 'scores' | 'failed'>[] = [];
    const failed: string[] = [];
    // A run Lighthouse could not measure has no score (it is not a score of 0): it is run
    // again, at most `runs` times in all, and reported.
    while (results.length < runs && failed.length < runs) {
      const result = await lighthouse(target.baseUrl + pathname, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      const score = lhr.categories.performance?.score;
      if (lhr.runtimeError || score == null) {
        failed.push(lhr.runtimeError?.code ?? 'NO_SCORE');
        continue;
      }
      const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
      results.push({ score: Math.round(score * 100), metrics });
    }
    if (!results.length) throw new Error(`Lighthouse measured no run: ${failed.join(', ')}`);
    const sorted = [...results].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return { ...median, scores: results.map((r) => r.score), failed };
  } finally {
    await chrome.kill();
    await target.close();
  }
}
