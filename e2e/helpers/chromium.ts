// The finder lives with the scripts so the bench can use it too.
export * from '../../scripts/lib/chromium.ts';
