import { z } from 'zod';
import { contentSchemas, type ContentName } from './schemas';

/** The JSON Schema text of each content file, generated from its zod schema. */
export function renderJsonSchemas(): Record<ContentName, string> {
  const entries = Object.entries(contentSchemas).map(([name, schema]) => {
    const jsonSchema = {
      ...z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }),
      $id: `${name}.schema.json`,
      title: `content/${name}.json`,
    };
    return [name, `${JSON.stringify(jsonSchema, null, 2)}\n`];
  });
  return Object.fromEntries(entries) as Record<ContentName, string>;
}
