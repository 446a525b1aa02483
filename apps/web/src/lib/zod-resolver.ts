// Forms take their resolver from here; `zod` itself is configured in lib/zod.ts.
export { zodResolver } from '@hookform/resolvers/zod';
