// Forms take their resolver from here; `zod` itself is configured in packages/shared/src/browser-zod.ts.
export { zodResolver } from '@hookform/resolvers/zod';
