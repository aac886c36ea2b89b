/** Game configuration of the open campaign (issue 7): import, export, lint. Names in `config-names.ts`. */
import type { z } from 'zod';

export const configContract = {} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const configEvents = {} as const satisfies Record<string, z.ZodType>;
