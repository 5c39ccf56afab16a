import type { OpenAPIObject } from '@nestjs/swagger';
import { completerNullables } from './openapi';

/** A document whose one property is `schema`, next to a referenced object schema. */
const document = (schema: Record<string, unknown>) =>
  ({ openapi: '3.0.0', info: { title: 't', version: '1' }, paths: {}, components: { schemas: { Projet: { type: 'object', properties: {} }, Doc: { type: 'object', properties: { champ: schema } } } } }) as unknown as OpenAPIObject;
const champ = (doc: OpenAPIObject) => (doc.components!.schemas!.Doc as { properties: { champ: unknown } }).properties.champ;

describe('completerNullables (OpenAPI 3.0.3: nullable extends a type)', () => {
  it.each([
    ['a nullable enum lists null', { type: 'string', enum: ['A', 'B'], nullable: true }, { type: 'string', enum: ['A', 'B', null], nullable: true }],
    ['an enum that lists null already is kept', { type: 'string', enum: ['A', null], nullable: true }, { type: 'string', enum: ['A', null], nullable: true }],
    ['a non-nullable enum is not touched', { type: 'string', enum: ['A'] }, { type: 'string', enum: ['A'] }],
    ['a nullable reference takes the referenced type', { allOf: [{ $ref: '#/components/schemas/Projet' }], nullable: true }, { allOf: [{ $ref: '#/components/schemas/Projet' }], nullable: true, type: 'object' }],
    [
      'alternatives of different types: each one nullable, any of them',
      { oneOf: [{ type: 'number' }, { type: 'boolean' }], nullable: true, description: 'd' },
      { anyOf: [{ type: 'number', nullable: true }, { type: 'boolean', nullable: true }], description: 'd' },
    ],
    ['a typed nullable is kept', { type: 'number', nullable: true }, { type: 'number', nullable: true }],
  ])('%s', (_cas, avant, apres) => {
    const doc = document(avant);
    completerNullables(doc);
    expect(champ(doc)).toEqual(apres);
  });
});
