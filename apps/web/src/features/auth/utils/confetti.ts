import type { CreateTypes } from 'canvas-confetti';

/** docs/product.md §9: the trial bonus claim fires 150 particles. */
export const TRIAL_CONFETTI_PARTICLES = 150;
const WELCOME_PARTICLES = 100;

const instances = new WeakMap<HTMLCanvasElement, CreateTypes>();

/**
 * Confetti on the celebration view's own canvas: the dialog sits in the browser's top layer,
 * above anything drawn on the page. The library loads on first use; players who ask for less
 * motion get none.
 */
export async function fireConfetti(canvas: HTMLCanvasElement | null, particleCount = WELCOME_PARTICLES) {
  if (!canvas || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  let fire = instances.get(canvas);
  if (!fire) {
    fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
    instances.set(canvas, fire);
  }
  void fire({ particleCount, spread: 90, startVelocity: 40, origin: { y: 0.55 } });
}
