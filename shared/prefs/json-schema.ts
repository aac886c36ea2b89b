import { z } from 'zod';
import { PrefsShape } from './schema';

/**
 * The preferences as JSON Schema, one entry per field, for electron-store's `schema` option: the
 * desktop store then refuses to write a value the app's own schema would not read back. Made
 * from the zod shape, so the two cannot drift apart.
 */
export function prefsJsonSchema(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(PrefsShape).map(([key, schema]) => {
      const { $schema: _ignored, ...json } = z.toJSONSchema(schema) as Record<string, unknown>;
      return [key, json];
    }),
  );
}
