import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod/v4/core';

// zod would otherwise probe `new Function` once, at the first validation, and the
// Content-Security-Policy (no 'unsafe-eval') reports that as a violation. Without the probe it
// validates the same way. Every form takes its resolver from here, so this runs first.
config({ jitless: true });

/** react-hook-form's resolver for a shared zod schema: the one way forms validate. */
export const schemaResolver = zodResolver;
