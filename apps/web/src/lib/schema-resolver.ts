import { zodResolver } from '@hookform/resolvers/zod';

/**
 * react-hook-form's resolver for a shared zod schema: the one way forms validate (the shared
 * schemas set zod up for our Content-Security-Policy, packages/shared/src/schemas/zod.ts).
 */
export const schemaResolver = zodResolver;
