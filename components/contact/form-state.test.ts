import { EmailJSResponseStatus } from '@emailjs/browser';
import {
  MESSAGE_MAX_LENGTH,
  adoptTyped,
  charactersLeft,
  errorMessage,
  firstWithError,
  formReducer,
  initialState,
  loadDraft,
  planSubmit,
  failureReason,
  readForm,
  saveDraft,
  trimFields,
  TRAP_FIELD,
  type FormState,
} from './form-state';
import en from '@/content/ui/en.json';

const config = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' };
const owner = 'owner@example.com';
const typed: FormState = {
  ...initialState,
  fields: { name: ' Ada ', email: 'ada@example.com ', message: '\nHello there\n' },
};

describe('formReducer', () => {
  test('sending clears the last alert and marks the form busy', () => {
    const failed = formReducer(typed, { type: 'failed', message: 'boom' });
    const sending = formReducer(failed, { type: 'send' });
    expect(sending.sending).toBe(true);
    expect(sending.alert).toBeNull();
    expect(sending.fields).toEqual(typed.fields);
  });

  test('success clears the form and shows the success alert', () => {
    const sent = formReducer(formReducer({ ...typed, trap: 'x' }, { type: 'send' }), { type: 'sent', message: en.contact.success });
    expect(sent).toEqual({
      fields: { name: '', email: '', message: '' },
      errors: {},
      trap: '',
      sending: false,
      alert: { variant: 'success', message: 'SUCCESS! , Looking forward to reading your email.' },
    });
  });

  // The words around the reason come from content/ui/ (ContactForm.test.tsx checks them).
  test('failure keeps every field and shows the danger alert', () => {
    const failed = formReducer(formReducer(typed, { type: 'send' }), { type: 'failed', message: 'Failed to send!, Bad Request' });
    expect(failed.sending).toBe(false);
    expect(failed.fields).toEqual(typed.fields);
    expect(failed.alert).toEqual({ variant: 'danger', message: 'Failed to send!, Bad Request' });
  });

  test("a field's error stays until the visitor edits that field", () => {
    const refused = formReducer(initialState, { type: 'invalid', errors: { name: 'missing', email: 'malformed' } });
    expect(formReducer(refused, { type: 'edit', field: 'email', value: 'ada@example.com' }).errors).toEqual({ name: 'missing' });
    expect(formReducer(refused, { type: 'trap', value: 'x' }).errors).toEqual(refused.errors);
  });

  test('dismiss hides the alert and keeps the fields', () => {
    const dismissed = formReducer(formReducer(typed, { type: 'failed', message: 'x' }), { type: 'dismiss' });
    expect(dismissed.alert).toBeNull();
    expect(dismissed.fields).toEqual(typed.fields);
  });

  test('the message stops at 5,000 characters, when typed and when restored', () => {
    const long = 'a'.repeat(MESSAGE_MAX_LENGTH + 10);
    expect(formReducer(initialState, { type: 'edit', field: 'message', value: long }).fields.message).toHaveLength(5000);
    expect(formReducer(initialState, { type: 'restore', fields: { name: '', email: '', message: long } }).fields.message).toHaveLength(5000);
    expect(formReducer(initialState, { type: 'edit', field: 'name', value: 'Ada' }).fields.name).toBe('Ada');
  });
});

test('the counter appears within 500 characters of the limit', () => {
  expect(charactersLeft('a'.repeat(4499))).toBeNull();
  expect(charactersLeft('a'.repeat(4500))).toBe(500);
  expect(charactersLeft('a'.repeat(5000))).toBe(0);
});

test('trimFields trims every field', () => {
  expect(trimFields(typed.fields)).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' });
});

describe('planSubmit', () => {
  test('sends the trimmed values as the EmailJS template variables', () => {
    expect(planSubmit(typed, config, owner)).toEqual({
      kind: 'send',
      params: { from_name: 'ada@example.com', user_name: 'Ada', to_name: owner, message: 'Hello there' },
    });
  });

  test('a filled honeypot sends nothing', () => {
    expect(planSubmit({ ...typed, trap: 'https://spam.example' }, config, owner)).toEqual({ kind: 'trapped' });
  });

  test('a field of spaces only is refused before anything is sent', () => {
    const spaces = { ...typed, fields: { ...typed.fields, message: '  \n ' } };
    expect(planSubmit(spaces, config, owner)).toEqual({ kind: 'invalid', errors: { message: 'missing' } });
  });

  test('names every field that is wrong at once, an e-mail the browser finds no address as malformed', () => {
    expect(planSubmit(initialState, config, owner)).toEqual({ kind: 'invalid', errors: { name: 'missing', email: 'missing', message: 'missing' } });
    const malformed = { ...typed, fields: { ...typed.fields, name: ' ', email: 'ada-at-example' } };
    expect(planSubmit(malformed, config, owner, true)).toEqual({ kind: 'invalid', errors: { name: 'missing', email: 'malformed' } });
    // An empty field is missing, whatever the browser says of its format.
    expect(planSubmit({ ...typed, fields: { ...typed.fields, email: ' ' } }, config, owner, true)).toEqual({ kind: 'invalid', errors: { email: 'missing' } });
  });

  test('an address with letters beyond ASCII before the "@", which browsers refuse, is taken as the owner\'s would be', () => {
    const withEmail = (email: string) => ({ ...typed, fields: { ...typed.fields, email } });
    for (const email of ['jean-édouard@exemple.fr', 'анна@пример.рф', 'josé.pérez@müller.de']) {
      expect(planSubmit(withEmail(email), config, owner, true)).toMatchObject({ kind: 'send', params: { from_name: email } });
    }
    for (const email of ['jean-édouard@exemple', 'jean-édouard@exemple.fr:25', 'jean édouard@exemple.fr', 'jean-édouard@@exemple.fr', '@exemple.fr']) {
      expect(planSubmit(withEmail(email), config, owner, true)).toEqual({ kind: 'invalid', errors: { email: 'malformed' } });
    }
  });

  test("an e-mail is checked before the owner's mail settings", () => {
    const malformed = { ...typed, fields: { ...typed.fields, email: 'ada-at-example' } };
    expect(planSubmit(malformed, { ...config, publicKey: '' }, owner, true)).toEqual({ kind: 'invalid', errors: { email: 'malformed' } });
  });

  test.each([
    ['publicKey', 'The user ID is required'],
    ['serviceId', 'The service ID is required'],
    ['templateId', 'The template ID is required'],
  ])('a missing %s is refused with "%s"', (key, message) => {
    expect(planSubmit(typed, { ...config, [key]: '' }, owner)).toEqual({ kind: 'misconfigured', message });
  });

  test('with everything missing, the user ID is named first', () => {
    expect(planSubmit(typed, { serviceId: '', templateId: ' ', publicKey: '' }, owner)).toEqual({
      kind: 'misconfigured',
      message: 'The user ID is required',
    });
  });
});

test('each error is said in the words for that field, and focus goes to the first field in the form with one', () => {
  expect(errorMessage('name', 'missing', en.contact)).toBe(en.contact.nameMissing);
  expect(errorMessage('email', 'missing', en.contact)).toBe(en.contact.emailMissing);
  expect(errorMessage('email', 'malformed', en.contact)).toBe(en.contact.emailMalformed);
  expect(errorMessage('message', 'missing', en.contact)).toBe(en.contact.messageMissing);
  expect(firstWithError({ message: 'missing', email: 'malformed' })).toBe('email');
  expect(firstWithError({})).toBeUndefined();
});

describe('failureReason', () => {
  test('an answer other than 2xx gives its text', () => {
    expect(failureReason(new EmailJSResponseStatus(400, 'The template ID is invalid'), en.contact).reason).toBe('The template ID is invalid');
  });

  test('an answer without text gives its status', () => {
    expect(failureReason(new EmailJSResponseStatus(502, ''), en.contact).reason).toBe('the mail service answered with status 502.');
  });

  test('the rate limit says to wait', () => {
    expect(failureReason(new EmailJSResponseStatus(429, 'Too Many Requests'), en.contact).reason).toBe(
      'Too Many Requests: please wait a few seconds before sending another message.',
    );
  });

  test('a failed fetch says the message did not get through', () => {
    expect(failureReason(new TypeError('Failed to fetch'), en.contact).reason).toBe(
      'the message could not reach the mail service (Failed to fetch). Check your connection and try again.',
    );
  });

  test('code that could not be fetched (offline since the page came) says the message did not get through', () => {
    const unloaded = Object.assign(new Error('Failed to load chunk /site/_next/static/chunks/2au59ds0_vn5v.js from module 21614'), { name: 'ChunkLoadError' });
    expect(failureReason(unloaded, en.contact)).toEqual({
      reason: 'the message could not reach the mail service (ChunkLoadError). Check your connection and try again.',
      foreign: 'ChunkLoadError',
    });
  });

  test('strings and errors give their text', () => {
    expect(failureReason('The public key is required', en.contact).reason).toBe('The public key is required');
    expect(failureReason(new Error('Loading chunk 7 failed'), en.contact).reason).toBe('Loading chunk 7 failed');
    expect(failureReason({ text: 'Forbidden' }, en.contact).reason).toBe('Forbidden');
  });

  test.each([undefined, null, {}, 42, '', new Error(''), { status: 'x' }])('%p still reads as a sentence', (value) => {
    expect(failureReason(value, en.contact).reason).toBe('an unknown error occurred. Please try again.');
  });
});

describe('the draft', () => {
  beforeEach(() => sessionStorage.clear());

  test('is kept in sessionStorage and read back', () => {
    saveDraft(typed.fields);
    expect(loadDraft()).toEqual(typed.fields);
  });

  test('an empty form removes it', () => {
    saveDraft(typed.fields);
    saveDraft({ name: '', email: '', message: '' });
    expect(sessionStorage.length).toBe(0);
    expect(loadDraft()).toBeNull();
  });

  test('a damaged draft is ignored, field by field', () => {
    sessionStorage.setItem('contact-draft', '{"name": "Ada", "message": 7}');
    expect(loadDraft()).toEqual({ name: 'Ada', email: '', message: '' });
    sessionStorage.setItem('contact-draft', 'not json');
    expect(loadDraft()).toBeNull();
  });

  test('blocked storage loses the draft, not the form', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => saveDraft(typed.fields, blocked)).not.toThrow();
    expect(loadDraft(blocked)).toBeNull();
  });
});

describe('what was typed before hydration', () => {
  const empty = { name: '', email: '', message: '' };

  test('wins over the older draft, field by field', () => {
    const draft = { name: 'Ada', email: 'old@example.com', message: 'Half-written' };
    expect(adoptTyped({ name: '', email: 'ada@example.com', message: '' }, draft)).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Half-written' });
    expect(adoptTyped({ name: 'Grace', email: '', message: '' }, null)).toEqual({ name: 'Grace', email: '', message: '' });
  });

  test('with nothing typed and no draft, nothing is adopted', () => {
    expect(adoptTyped(empty, null)).toBeNull();
  });

  test('is read from the form in the page, with the honeypot', () => {
    document.body.innerHTML = `<form><input name="name" value="Ada"><input name="email"><textarea name="message">Hello</textarea><input name="${TRAP_FIELD}" value="spam"></form>`;
    expect(readForm(document.querySelector('form')!)).toEqual({ fields: { name: 'Ada', email: '', message: 'Hello' }, trap: 'spam' });
  });
});

test('the words of a failure that are the mail service\'s or the browser\'s own are told apart from the site\'s', () => {
  expect(failureReason(new EmailJSResponseStatus(400, ' The template ID is invalid '), en.contact).foreign).toBe('The template ID is invalid');
  expect(failureReason(new EmailJSResponseStatus(429, ''), en.contact).foreign).toBe('Too Many Requests');
  expect(failureReason(new TypeError('Failed to fetch'), en.contact).foreign).toBe('Failed to fetch');
  expect(failureReason('The public key is required', en.contact).foreign).toBe('The public key is required');
  expect(failureReason(new Error('Loading chunk 7 failed'), en.contact).foreign).toBe('Loading chunk 7 failed');
  // The site's own words only: a status without text, something unknown.
  expect(failureReason(new EmailJSResponseStatus(502, ''), en.contact).foreign).toBeUndefined();
  expect(failureReason(undefined, en.contact).foreign).toBeUndefined();
  expect(failureReason({}, en.contact).foreign).toBeUndefined();
});
