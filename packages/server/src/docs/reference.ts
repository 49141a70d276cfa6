import {
  ERROR_RULES,
  envelopeSchema,
  RAW_ERRORS,
  type RawMessage,
  type ServiceDef,
  userMessageFor,
} from '@crewline/protocol';
import { type FieldDoc, fieldsOf, type JsonSchema, jsonSchemaOf } from './json-schema';

export interface ServiceDoc {
  name: string;
  role: string;
  summary: string;
  cached: boolean;
  request: JsonSchema;
  response: JsonSchema;
  requestFields: FieldDoc[];
  elementFields: FieldDoc[];
}

/** Every service of the registry, with its schemas as JSON Schema and its fields for reading. */
export function serviceDocs(services: Readonly<Record<string, ServiceDef>>): ServiceDoc[] {
  return Object.entries(services).map(([name, def]) => {
    const request = jsonSchemaOf(def.request, 'input');
    const elements = jsonSchemaOf(def.elements, 'output');
    return {
      name,
      role: def.role,
      summary: def.summary,
      cached: def.cached ?? false,
      request,
      response: jsonSchemaOf(envelopeSchema(name, def.elements), 'output'),
      requestFields: fieldsOf(request),
      elementFields: fieldsOf(elements),
    };
  });
}

/** A raw error the server sends, for the vocabulary table. Functions are shown with a sample argument. */
export interface RawErrorDoc {
  key: string;
  raw: string;
}

export function rawErrorDocs(): RawErrorDoc[] {
  return Object.entries(RAW_ERRORS).map(([key, value]) => ({
    key,
    raw: typeof value === 'function' ? value('…') : value,
  }));
}

export interface ErrorRuleDoc {
  cause: string;
  examples: string[];
  userMessage: string;
  sessionExpired: boolean;
}

/** The response message a raw error travels in: the form error in the status bar, the rest in Error. */
function carrier(r: RawErrorDoc): RawMessage {
  return r.key === 'formError'
    ? { Error: '', PopupMessages: [], StatusBarMessages: [r.raw] }
    : { Error: r.raw, PopupMessages: ['(the popup messages)'], StatusBarMessages: [] };
}

/** The app's mapping (protocol ERROR_RULES): each rule, the raw errors it catches and what the user sees. */
export function errorRuleDocs(): ErrorRuleDoc[] {
  const raws = rawErrorDocs();
  return ERROR_RULES.map((rule) => {
    const examples = raws.filter((r) => ERROR_RULES.find((candidate) => candidate.test(carrier(r))) === rule);
    const sample = examples[0];
    return {
      cause: rule.cause,
      examples: examples.map((e) => e.raw),
      userMessage: sample ? (userMessageFor(carrier(sample))?.message ?? '') : '',
      sessionExpired: rule.sessionExpired ?? false,
    };
  });
}
