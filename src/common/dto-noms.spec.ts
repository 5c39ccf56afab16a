import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Swagger names a schema after its class: two classes with the same name under @ApiProperty
 * silently share one schema in the OpenAPI document, and one route's answer is then documented
 * with the other's fields. Every class that carries @ApiProperty must have its own name.
 */
function fichiers(dossier: string): string[] {
  return readdirSync(dossier, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? fichiers(join(dossier, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [join(dossier, e.name)] : [],
  );
}

it('gives every documented class its own name', () => {
  const vus = new Map<string, string[]>();
  for (const f of fichiers(join(__dirname, '..'))) {
    const texte = readFileSync(f, 'utf8');
    if (!texte.includes('@ApiProperty')) continue;
    for (const m of texte.matchAll(/^(?:export )?class (\w+)/gm)) vus.set(m[1], [...(vus.get(m[1]) ?? []), f]);
  }
  const doubles = [...vus].filter(([, f]) => f.length > 1).map(([nom, f]) => `${nom}: ${f.join(', ')}`);
  expect(doubles).toEqual([]);
});
