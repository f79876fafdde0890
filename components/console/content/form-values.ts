import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ApiClientError } from '@/lib/client/api-error';
import { CONTENT_INPUTS, type ContentResource } from '@/lib/contracts/console-content';
import { validationText } from '@/lib/contracts/zod-de';
import { fromLocalInput, toLocalInput } from '../local-time';
import { fromQuestionForms, questionIssueName, toQuestionForms, type QuestionForm } from './quiz-form';
import { fromFaqItemForms, toFaqItemForms, type FaqItemForm } from './faq-form';
import { configIssueName, fromSpecialConfigForm, toSpecialConfigForm, type SpecialConfigForm } from './special-config-form';
import type { Field } from './resources';

// The content editor's form holds what its inputs hold (strings, booleans, a badge rule's parts,
// a quiz's questions);
// these turn a content item into form values and back, and check the result with the contract's
// own zod schema (docs/console.md, Content pages) — the same check the API runs.

export type FormValues = FieldValues;
export type Input = Record<string, unknown>;
export type Issue = { path: PropertyKey[]; message: string };
/** The texts the checks here need that the contract does not have (from messages/de.json). */
export type Texts = { json: (at: { line: number; column: number } | null) => string; jsonPath: (path: string, message: string) => string };

type RuleForm = { type: string; step: string; min: string; days: string; kind: string };

/** A content item's values as the form's inputs show them. */
export function toFormValues(fields: Field[], input: Input): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const v = input[f.name];
    switch (f.kind) {
      case 'number':
      case 'nullableNumber':
        values[f.name] = v === null || v === undefined ? '' : String(v);
        break;
      case 'checkbox':
        values[f.name] = Boolean(v);
        break;
      case 'datetime':
        values[f.name] = toLocalInput(typeof v === 'string' ? v : null);
        break;
      case 'badgeRule': {
        const r = (v ?? {}) as Partial<Record<keyof RuleForm, unknown>>;
        values[f.name] = {
          type: typeof r.type === 'string' ? r.type : '',
          step: typeof r.step === 'string' ? r.step : '',
          min: r.min === undefined ? '1' : String(r.min),
          days: r.days === undefined ? '7' : String(r.days),
          kind: typeof r.kind === 'string' ? r.kind : 'reward',
        } satisfies RuleForm;
        break;
      }
      case 'json':
        values[f.name] = formatJson(v ?? []);
        break;
      case 'reward':
        values[f.name] = typeof v === 'number' ? String(v) : '';
        break;
      case 'quizQuestions':
        values[f.name] = toQuestionForms(v);
        break;
      case 'faqItems':
        values[f.name] = toFaqItemForms(v);
        break;
      case 'specialConfig':
        values[f.name] = toSpecialConfigForm(v);
        break;
      default:
        values[f.name] = typeof v === 'string' ? v : '';
    }
  }
  return values;
}

/** False for a field that does not apply (a points segment's reward): it is neither shown nor sent. */
export const applies = (field: Field, values: FormValues) => !field.when || field.when.is.includes(String(values[field.when.field] ?? ''));

/** Indented JSON with each object of plain values on one line ({ "id": 3, "day": 1 }), to read and edit. */
export const formatJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(/\{\n\s+([^{}[\]]*?)\n\s*\}/g, (_, inner: string) => `{ ${inner.replace(/,\n\s+/g, ', ')} }`);

/** The same value whatever the order of an object's keys: a saved JSON field comes back in the contract's order. */
export function sameValue(a: unknown, b: unknown): boolean {
  const sorted = (_: string, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([p], [q]) => (p < q ? -1 : p > q ? 1 : 0))) : v;
  return JSON.stringify(a ?? null, sorted) === JSON.stringify(b ?? null, sorted);
}

/**
 * The form's values as the contract's input (not yet checked), and what is wrong before the check.
 * `base`: the item the form was opened with; a time the editor left as it was keeps its seconds (the
 * input shows minutes), so saving a draft never moves a publication time.
 */
export function toInput(fields: Field[], values: FormValues, texts: Texts, base?: Input): { input: Input; issues: Issue[] } {
  const input: Input = {};
  const issues: Issue[] = [];
  const number = (raw: unknown, path: PropertyKey[]) => {
    const s = String(raw ?? '').trim();
    if (s === '') issues.push({ path, message: validationText.required });
    return s === '' ? Number.NaN : Number(s);
  };
  for (const f of fields) {
    const v = values[f.name];
    if (!applies(f, values)) {
      input[f.name] = null;
      continue;
    }
    switch (f.kind) {
      case 'number':
        input[f.name] = number(v, [f.name]);
        break;
      case 'reward': {
        const s = String(v ?? '').trim();
        if (f.required && s === '') issues.push({ path: [f.name], message: validationText.required });
        input[f.name] = s === '' ? null : Number(s);
        break;
      }
      case 'quizQuestions':
        input[f.name] = fromQuestionForms((v ?? []) as QuestionForm[]);
        break;
      case 'faqItems':
        input[f.name] = fromFaqItemForms((v ?? []) as FaqItemForm[]);
        break;
      case 'specialConfig': {
        const { config, issues: missing } = fromSpecialConfigForm(String(values.kind ?? ''), v as SpecialConfigForm | undefined, f.name);
        input[f.name] = config;
        issues.push(...missing);
        break;
      }
      case 'nullableNumber':
        input[f.name] = String(v ?? '').trim() === '' ? null : Number(v);
        break;
      case 'checkbox':
        input[f.name] = Boolean(v);
        break;
      case 'datetime': {
        const kept = base?.[f.name];
        input[f.name] = typeof kept === 'string' && toLocalInput(kept) === v ? kept : fromLocalInput(v);
        if (f.required && input[f.name] === null) issues.push({ path: [f.name], message: validationText.required });
        break;
      }
      case 'badgeRule': {
        const r = v as RuleForm;
        const at = (part: string) => [f.name, part];
        if (r.type === 'stepCount') input[f.name] = { type: r.type, step: r.step.trim(), min: number(r.min, at('min')) };
        else if (r.type === 'streak') input[f.name] = { type: r.type, step: r.step.trim(), days: number(r.days, at('days')) };
        else if (r.type === 'spendCount') input[f.name] = { type: r.type, kind: r.kind, min: number(r.min, at('min')) };
        else input[f.name] = null;
        break;
      }
      case 'json': {
        const s = String(v ?? '').trim();
        if (s === '') input[f.name] = [];
        else {
          try {
            input[f.name] = JSON.parse(s);
          } catch (err) {
            issues.push({ path: [f.name], message: texts.json(jsonErrorAt(err)) });
          }
        }
        break;
      }
      default: {
        const s = String(v ?? '').trim();
        if (f.required && s === '') issues.push({ path: [f.name], message: validationText.required });
        input[f.name] = f.nullable && s === '' ? null : s;
      }
    }
  }
  return { input, issues };
}

/** V8's "… (line 3 column 5)", or null when the message does not say. */
function jsonErrorAt(err: unknown): { line: number; column: number } | null {
  const m = err instanceof Error ? /line (\d+) column (\d+)/.exec(err.message) : null;
  return m ? { line: Number(m[1]), column: Number(m[2]) } : null;
}

/** "[0].values[1].id" for a path inside a JSON field. */
const jsonPath = (path: PropertyKey[]) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');

/**
 * The form field an issue belongs to (`rule.min`, `questions.0.answers.root`; a JSON field takes
 * every issue inside it, with where), or null for an issue of the whole item. Paths may be the
 * API's "rule.min" strings.
 */
export function issueField(fields: Field[], issue: Issue, texts: Texts): { name: string; message: string } | null {
  const f = fields.find((x) => x.name === String(issue.path[0]));
  if (!f) return null;
  const rest = issue.path.slice(1);
  if (f.kind === 'badgeRule') return { name: `${f.name}.${rest.length ? String(rest[0]) : 'type'}`, message: issue.message };
  if (f.kind === 'json' && rest.length) return { name: f.name, message: texts.jsonPath(jsonPath(rest), issue.message) };
  if (f.kind === 'quizQuestions') return { name: questionIssueName(rest), message: issue.message };
  if (f.kind === 'specialConfig') return { name: configIssueName(f.name, rest), message: issue.message };
  if (f.kind === 'faqItems') return { name: rest.length ? `${f.name}.${rest.map(String).join('.')}` : `${f.name}.root`, message: issue.message };
  return { name: f.name, message: issue.message };
}

/** The API's "content.0.values" as a path. */
export const apiPath = (path: string): PropertyKey[] => path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** What the API refused at a field: VALIDATION_FAILED's issues, or the value a CONTENT_CONFLICT names as taken (docs/api.md, Errors). */
export function apiIssues(err: unknown): Issue[] {
  if (!(err instanceof ApiClientError) || !Array.isArray(err.details)) return [];
  if (err.code !== 'VALIDATION_FAILED' && err.code !== 'CONTENT_CONFLICT') return [];
  return (err.details as { path: string; message: string }[]).map((d) => ({ path: apiPath(d.path), message: d.message }));
}

/** react-hook-form's nested errors ("questions.0.text" → errors.questions[0].text): the first issue of each field. */
function fieldErrors(fields: Field[], issues: Issue[], texts: Texts): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const at = issueField(fields, issue, texts) ?? { name: 'root', message: issue.message };
    const parts = at.name.split('.');
    const leaf = parts.pop()!;
    let node = errors;
    for (const p of parts) node = (node[p] ??= {}) as Record<string, unknown>;
    node[leaf] ??= { type: 'validate', message: at.message };
  }
  return errors as FieldErrors;
}

/** Checks the form as the API will: the form's own checks, then the resource's zod contract (`base`: as toInput). */
export function contentResolver(resource: ContentResource, fields: Field[], texts: Texts, base?: Input): Resolver<FormValues, unknown, Input> {
  return async (values) => {
    const { input, issues } = toInput(fields, values, texts, base);
    const parsed = CONTENT_INPUTS[resource].safeParse(input);
    if (parsed.success && issues.length === 0) return { values: parsed.data as Input, errors: {} };
    const all = [...issues, ...(parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, message: i.message })))];
    return { values: {}, errors: fieldErrors(fields, all, texts) };
  };
}
