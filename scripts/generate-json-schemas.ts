// Writes content/json-schema/*.schema.json from the zod schemas: run after changing content/schemas.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderJsonSchemas, renderUiJsonSchema } from '../content/json-schema';

const dir = join(process.cwd(), 'content', 'json-schema');
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(renderJsonSchemas())) {
  writeFileSync(join(dir, `${name}.schema.json`), text);
  console.log(`wrote content/json-schema/${name}.schema.json`);
}
writeFileSync(join(dir, 'ui.schema.json'), renderUiJsonSchema());
console.log('wrote content/json-schema/ui.schema.json');
