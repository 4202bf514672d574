import { z } from 'zod';
import { contentSchemas, type ContentName } from './schemas';
import { uiSchema } from './ui/schema';

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

/** The JSON Schema of content/ui/{lang}.json, the site's own words in one language. */
export function renderUiJsonSchema(): string {
  const jsonSchema = {
    ...z.toJSONSchema(uiSchema, { io: 'input', target: 'draft-2020-12' }),
    $id: 'ui.schema.json',
    title: 'content/ui/{lang}.json',
  };
  return `${JSON.stringify(jsonSchema, null, 2)}\n`;
}
