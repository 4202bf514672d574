// The contact form's logic, free of React and of EmailJS so it can be tested on its own.
import type { ContactStrings } from '@/content/ui/schema';
import { isEmailAddress } from '@/lib/email-address';
import { fillIn } from '@/lib/i18n/format';
import { missingEmailJsSettings, type EmailJsConfig } from '@/lib/emailjs-config';

export interface Fields {
  name: string;
  email: string;
  message: string;
}

export type FieldName = keyof Fields;

export type AlertVariant = 'success' | 'danger';

/**
 * The honeypot's name. Not "website", "url" or any word a browser's autofill or a password
 * manager's identity matches: they fill fields people cannot see too, and a filled honeypot
 * drops the message without a word.
 */
export const TRAP_FIELD = 'leave-empty';

/** What is wrong with a field when Send is pressed: left empty (or only spaces), or not an e-mail address. */
export type FieldError = 'missing' | 'malformed';

export type FieldErrors = Partial<Record<FieldName, FieldError>>;

export interface FormState {
  fields: Fields;
  /** Shown under each field's label from a refused Send until the visitor edits that field. */
  errors: FieldErrors;
  /** The honeypot: people never see it, bots fill it in. */
  trap: string;
  sending: boolean;
  /** `foreign`: the words in it that are the mail service's or the browser's own, in English (`failureReason`). */
  alert: { variant: AlertVariant; message: string; foreign?: string | undefined } | null;
}

type FormAction =
  | { type: 'edit'; field: FieldName; value: string }
  | { type: 'trap'; value: string }
  | { type: 'restore'; fields: Fields }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'send' }
  | { type: 'sent'; message: string }
  | { type: 'failed'; message: string; foreign?: string | undefined }
  | { type: 'dismiss' };

export const MESSAGE_MAX_LENGTH = 5000;
/** The counter shows once this few characters are left. */
const COUNTER_THRESHOLD = 500;

export const emptyFields: Fields = { name: '', email: '', message: '' };

const fieldNames = Object.keys(emptyFields) as FieldName[];

/** The three fields, each given by `value`. */
function fieldsBy(value: (field: FieldName) => string): Fields {
  return Object.fromEntries(fieldNames.map((field) => [field, value(field)])) as Record<FieldName, string>;
}

/** Whether any field holds something: an all-empty form is no draft. */
function anyFilled(fields: Fields): boolean {
  return fieldNames.some((field) => fields[field]);
}

export const initialState: FormState = { fields: emptyFields, errors: {}, trap: '', sending: false, alert: null };

function limit(field: FieldName, value: string): string {
  return field === 'message' ? value.slice(0, MESSAGE_MAX_LENGTH) : value;
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'edit': {
      // The visitor is mending it: the message goes until the next Send says otherwise.
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, errors, fields: { ...state.fields, [action.field]: limit(action.field, action.value) } };
    }
    case 'invalid':
      return { ...state, errors: action.errors, alert: null };
    case 'trap':
      return { ...state, trap: action.value };
    case 'restore':
      return { ...state, fields: { ...action.fields, message: limit('message', action.fields.message) } };
    case 'send':
      return { ...state, sending: true, alert: null, errors: {} };
    case 'sent':
      return { ...initialState, alert: { variant: 'success', message: action.message } };
    case 'failed':
      // What the visitor typed stays, so they can try again.
      return { ...state, sending: false, alert: { variant: 'danger', message: action.message, foreign: action.foreign } };
    case 'dismiss':
      return { ...state, alert: null };
  }
}

/** How many characters the message may still grow by, or null while that is far off. */
export function charactersLeft(message: string): number | null {
  const left = MESSAGE_MAX_LENGTH - message.length;
  return left <= COUNTER_THRESHOLD ? left : null;
}

export function trimFields(fields: Fields): Fields {
  return fieldsBy((field) => fields[field].trim());
}

/** The EmailJS template variables (SPEC §7). */
interface TemplateParams extends Record<string, string> {
  from_name: string;
  user_name: string;
  to_name: string;
  message: string;
}

export type SubmitPlan =
  /** The honeypot is filled: pretend it worked, send nothing. */
  | { kind: 'trapped' }
  /** A field is empty (or holds only spaces), or the e-mail is not an address. */
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'misconfigured'; message: string }
  | { kind: 'send'; params: TemplateParams };

/**
 * What a submit does, decided before anything reaches the network. `malformedEmail`: whether the
 * browser finds the e-mail field's value no address (`validity.typeMismatch`), which the form
 * asks first: the browser knows the addresses it takes, with a domain in any script among them.
 * It takes no letter beyond ASCII before the "@", which the owner's own address may have: such an
 * address is taken as the owner's would be (`isEmailAddress`).
 */
export function planSubmit(state: Pick<FormState, 'fields' | 'trap'>, config: EmailJsConfig, ownerEmail: string, malformedEmail = false): SubmitPlan {
  if (state.trap.trim()) return { kind: 'trapped' };
  const fields = trimFields(state.fields);
  const errors: FieldErrors = Object.fromEntries(fieldNames.flatMap((field) => (fields[field] ? [] : [[field, 'missing']])));
  if (fields.email && malformedEmail && !isEmailAddress(fields.email)) errors.email = 'malformed';
  if (Object.keys(errors).length) return { kind: 'invalid', errors };
  const [missing] = missingEmailJsSettings(config);
  if (missing) return { kind: 'misconfigured', message: missing.missing };
  return {
    kind: 'send',
    params: { from_name: fields.email, user_name: fields.name, to_name: ownerEmail, message: fields.message },
  };
}

/** The words that say what is wrong with a field (content/ui/, `contact`). */
export type FieldErrorStrings = Pick<ContactStrings, 'nameMissing' | 'emailMissing' | 'emailMalformed' | 'messageMissing'>;

/** What to say under `field`'s label about `error`, in the site's words. */
export function errorMessage(field: FieldName, error: FieldError, strings: FieldErrorStrings): string {
  // Only the e-mail can be malformed: the others take any text.
  return field === 'email' && error === 'malformed' ? strings.emailMalformed : strings[`${field}Missing`];
}

/** The first field in the form's order that has an error: where focus goes after a refused Send. */
export const firstWithError = (errors: FieldErrors): FieldName | undefined => fieldNames.find((field) => errors[field]);

function hasText(value: unknown, key: 'text' | 'message'): value is Record<typeof key, string> {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string';
}

/**
 * Whether a failed send was refused as too soon after the last (EmailJS's rate limit, or the
 * service's own 429): the one failure after which the wait between two messages stands.
 */
export const isTooSoon = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 429;

/** The words failureReason() puts around what went wrong, in the site's language (content/ui/). */
export type ErrorStrings = Pick<ContactStrings, 'unreachable' | 'tooMany' | 'status' | 'unknown'>;

/**
 * A readable reason for whatever sending rejected with: EmailJS's { status, text } for an answer
 * other than 2xx and for its rate limit (429), a TypeError when fetch itself fails, a string when
 * its own checks fail, a ChunkLoadError when its code could not be fetched. EmailJS's own words
 * (and the browser's) are passed on as they are: SPEC §5 shows the provider's error text after
 * "Failed to send!,".
 * `foreign`: those words ("The Public Key is invalid", "Failed to fetch"), in English whatever the
 * page's language, which the alert marks as English (WCAG 3.1.2): a screen reader read them with a
 * French or Arabic voice (an accessibility walkthrough, 2026-11-28). None when the reason is all
 * the site's words.
 */
export function failureReason(error: unknown, strings: ErrorStrings): { reason: string; foreign?: string } {
  if (error instanceof TypeError) {
    const reason = fillIn(strings.unreachable, { detail: error.message });
    return error.message.trim() ? { reason, foreign: error.message.trim() } : { reason };
  }
  // EmailJS is fetched when the visitor starts on the form (ContactForm): offline since the page
  // came, that fails as a send would, and is said as one. The loader's own words named a file and
  // a module number ("Failed to load chunk /_next/static/chunks/2au59ds0_vn5v.js from module
  // 21614"), with nothing about the connection.
  if (error instanceof Error && error.name === 'ChunkLoadError') {
    return { reason: fillIn(strings.unreachable, { detail: error.name }), foreign: error.name };
  }
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const text = hasText(error, 'text') ? error.text.trim() : '';
    if (isTooSoon(error)) {
      const words = text || 'Too Many Requests';
      return { reason: fillIn(strings.tooMany, { reason: words }), foreign: words };
    }
    return text ? { reason: text, foreign: text } : { reason: fillIn(strings.status, { status: error.status }) };
  }
  const own =
    typeof error === 'string' ? error.trim()
    : hasText(error, 'message') && error.message.trim() ? error.message.trim()
    : hasText(error, 'text') ? error.text.trim()
    : '';
  return own ? { reason: own, foreign: own } : { reason: strings.unknown };
}

const DRAFT_KEY = 'contact-draft';

/** This tab's sessionStorage; reading it throws where the visitor blocked site data. */
const sessionStore = (): Storage => window.sessionStorage;

/** The draft kept for this tab, or null when there is none (or storage is unavailable). */
export function loadDraft(storage = sessionStore): Fields | null {
  try {
    const saved: unknown = JSON.parse(storage().getItem(DRAFT_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const draft = fieldsBy((field) => {
      const value = (saved as Record<string, unknown>)[field];
      return typeof value === 'string' ? value : '';
    });
    return anyFilled(draft) ? draft : null;
  } catch {
    return null;
  }
}

/**
 * What the form holds once hydrated: what the visitor typed before (a slow phone shows the form
 * seconds before its code runs), field by field, over the draft of this tab, which is older; null
 * when both are empty.
 */
export function adoptTyped(typed: Fields, draft: Fields | null): Fields | null {
  const fields = fieldsBy((field) => typed[field] || draft?.[field] || '');
  return anyFilled(fields) ? fields : null;
}

/** What the form's fields and honeypot hold in the page, whatever React's state says. */
export function readForm(form: HTMLFormElement): Pick<FormState, 'fields' | 'trap'> {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
  return { fields: fieldsBy(value), trap: value(TRAP_FIELD) };
}

/** Keeps the draft for this tab; an empty form removes it. */
export function saveDraft(fields: Fields, storage = sessionStore): void {
  try {
    if (anyFilled(fields)) storage().setItem(DRAFT_KEY, JSON.stringify(fields));
    else storage().removeItem(DRAFT_KEY);
  } catch {
    // Storage full or blocked: the form works the same, only the draft is not kept.
  }
}
