import { z } from 'zod';

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  pattern?: string;
  maxLength?: number;
};

/** A zod schema as JSON Schema 2020-12, without the `$schema` key (it is embedded in bigger documents). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** A short type name for a reader: "text", "number or text", "'Y' | 'N'". */
export function typeLabel(s: JsonSchema): string {
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.map(typeLabel).join(' or ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length === 0) return 'any';
  return types
    .map((t) => {
      if (t === 'string') return 'text';
      if (t === 'integer') return 'whole number';
      if (t === 'array') return `list of ${s.items ? typeLabel(s.items) : 'any'}`;
      return t;
    })
    .join(' or ');
}

export interface FieldDoc {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export function fieldsOf(schema: JsonSchema): FieldDoc[] {
  // A union of objects (one answer or another, e.g. mta_enrolFinish): each one's fields, required only where it is.
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && !schema.properties) {
    return alternatives.flatMap((a) =>
      fieldsOf(a).map((f) => ({ ...f, required: f.required && alternatives.length === 1 })),
    );
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    type: typeLabel(s),
    required: required.has(name),
    description: s.description ?? '',
  }));
}
