/** Thrown by withTimeout when the promise took longer than allowed. */
export class TimeoutError extends Error {
  constructor() {
    super('timed out');
  }
}

/** The promise's outcome, or a TimeoutError after `ms` (the promise itself keeps running). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
