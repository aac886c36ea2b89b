/** Gear and hit-chart editing of the open campaign (issue 9). Names in `gear-names.ts`. */
import type { z } from 'zod';

export const gearContract = {} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const gearEvents = {} as const satisfies Record<string, z.ZodType>;
