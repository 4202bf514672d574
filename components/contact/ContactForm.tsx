'use client';

import { useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactStrings } from '@/content/ui/schema';
import { mailtoHref } from '@/lib/email-address';
import type { EmailJsConfig } from '@/lib/emailjs-config';
import { fillIn, formatNumber, splitAt } from '@/lib/i18n/format';
import { wordsLanguage } from '@/lib/i18n/words-language';
import { prefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useEarlyClick } from '@/components/early-clicks/use-early-click';
import { primaryButton } from '@/components/ui/button-styles';
import {
  MESSAGE_MAX_LENGTH,
  adoptTyped,
  charactersLeft,
  emptyFields,
  failureReason,
  firstWithError,
  formReducer,
  isTooSoon,
  initialState,
  loadDraft,
  planSubmit,
  readForm,
  saveDraft,
  TRAP_FIELD,
  type FieldName,
} from './form-state';
import { FieldErrorText } from './FieldErrorText';
import { SendAlert } from './SendAlert';

// An invalid field's ring (a shadow) thickens its border without moving what follows. Forced
// colours (Windows contrast themes) drop shadows and paint every border in one colour, which left
// an invalid field like the others: there the border itself is thicker, and the padding thinner.
const fieldClass =
  'mt-2 block w-full rounded-xl border border-border-strong bg-surface px-4 py-3 text-base text-fg placeholder:text-muted focus-visible:border-accent aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger forced-colors:aria-invalid:border-2 forced-colors:aria-invalid:px-[calc(1rem-1px)] forced-colors:aria-invalid:py-[calc(0.75rem-1px)]';

/** One message every 10 s per browser; EmailJS keeps the time of the last send in localStorage. */
const limitRate = { id: 'contact-form', throttle: 10_000 };

/**
 * Forgets the time of a send that failed. EmailJS notes it before sending, so a message that did
 * not go counted as one: offline, told to check the connection and try again, the visitor who did
 * within 10 s was told to wait instead ("Too Many Requests").
 */
function forgetFailedSend() {
  try {
    localStorage.removeItem(limitRate.id);
  } catch {
    // Storage refused: EmailJS could not note the time either.
  }
}

/** A field's element id, and that of its error's message under its label. */
const fieldId = (field: FieldName) => `contact-${field}`;
const errorId = (field: FieldName) => `${fieldId(field)}-error`;

let emailJs: Promise<typeof import('@emailjs/browser')> | undefined;

/** EmailJS, fetched when the visitor starts on the form rather than with the page. */
function loadEmailJs() {
  emailJs ??= import('@emailjs/browser').catch((error: unknown) => {
    // Let the next attempt fetch it again (the visitor may have been offline).
    emailJs = undefined;
    throw error;
  });
  return emailJs;
}

/**
 * The message form: name, e-mail and message, sent through EmailJS. It cannot send without
 * JavaScript, so then it gives way to the owner's e-mail address (the page's Content-Security-Policy
 * allows forms to post only to the site itself, which a static host cannot answer). `strings`: its
 * words in the site's language `siteLang` (content/ui/); when the words are in another language,
 * `strings.uiLang` (content/index.ts), the form is marked with it and its fields with the page's,
 * for what the visitor writes. The counter's number is written as its words write numbers.
 */
export function ContactForm({
  ownerEmail,
  emailjs,
  siteLang,
  strings,
}: {
  /** The owner's address as people read it, its domain in letters (lib/owner-email.ts). */
  ownerEmail: string;
  emailjs: EmailJsConfig;
  siteLang: string;
  strings: Omit<ContactStrings, 'heading' | 'getInTouch'> & { uiLang?: string };
}) {
  // Inside a form marked with the words' language, what is not theirs: the owner's address, and
  // what the visitor writes (a spelling checker follows it).
  const pageLang = strings.uiLang ? siteLang : undefined;
  const [state, dispatch] = useReducer(formReducer, initialState);
  const { fields, errors, sending, alert } = state;
  // The button is disabled while sending, but a second click can land before React re-renders.
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The field to focus once its error is on the page, so that a screen reader reads it with the field.
  const focusAfterRender = useRef<FieldName | null>(null);

  // After hydration, so the pre-rendered empty form and the first client render agree. What the
  // visitor typed before it stays: left out of the state, the next keystroke would wipe it.
  useEffect(() => {
    const fields = adoptTyped(readForm(formRef.current!).fields, loadDraft());
    if (!fields) return;
    dispatch({ type: 'restore', fields });
    saveDraft(fields);
  }, []);
  // A tap on Send before hydration (or Enter in a field) is kept, not posted to a host that cannot
  // answer, and sent once hydrated (components/early-clicks/). After the effect above: the values
  // it adopts are restored before the send.
  const sendButton = useEarlyClick<HTMLButtonElement>();

  // The send button was disabled under the visitor's focus: take them to the outcome.
  useEffect(() => {
    const element = alertRef.current;
    if (!alert || !element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [alert]);

  // A refused Send that leaves focus where it was (Enter in the first wrong field) gives a screen
  // reader no focus to follow, and the field's new description is not read: its message is said in
  // the form's status instead. `key`: each refusal's own, so that the same message is said again.
  const [unmoved, setUnmoved] = useState<{ field: FieldName; key: number } | null>(null);

  useEffect(() => {
    const name = focusAfterRender.current;
    if (!name) return;
    focusAfterRender.current = null;
    const field = document.getElementById(fieldId(name)) as HTMLInputElement | HTMLTextAreaElement | null;
    // The label and the message above the field come into view with it, below the fixed header
    // (scroll-padding-top): focus scrolls in the field alone, and at 400% zoom left the label and
    // most of the message under the header, or, with focus already in the field, moved nothing.
    field?.labels?.[0]?.scrollIntoView({ block: 'nearest' });
    field?.focus();
  }, [errors]);

  /**
   * What the three visible fields share: required, controlled, kept as a draft, fixed while
   * sending, and described by their error when Send found one (WCAG 3.3.1), then by `describedBy`.
   */
  const fieldProps = (field: FieldName, describedBy?: string) => ({
    id: fieldId(field),
    name: field,
    lang: pageLang,
    required: true,
    readOnly: sending,
    value: fields[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] && errorId(field), describedBy].filter(Boolean).join(' ') || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      dispatch({ type: 'edit', field, value: event.target.value });
      saveDraft({ ...fields, [field]: event.target.value });
    },
    className: fieldClass,
  });

  /** A field's label, and under it what is wrong with the field after a refused Send. */
  const labelFor = (field: FieldName) => {
    const error = errors[field];
    return (
      <>
        <label htmlFor={fieldId(field)} className="font-medium">
          {strings[field]}
        </label>
        {error && (
          <p id={errorId(field)} className="mt-1 flex items-start gap-2 font-medium text-danger">
            {/* Not by colour alone: the mark, the words and the field's thicker border say it. */}
            <svg viewBox="0 0 16 16" aria-hidden="true" className="mt-[0.2em] size-4 shrink-0" fill="currentColor">
              <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.9 3.5h1.8l-.3 5H7.4l-.3-5ZM8 10.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
            </svg>
            <FieldErrorText strings={strings} field={field} error={error} />
          </p>
        )}
      </>
    );
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // Read from the page: the fields are controlled, so it is the state, except for a tap on Send
    // made before hydration, replayed before the state has what the visitor typed then.
    const email = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const plan = planSubmit(readForm(event.currentTarget), emailjs, ownerEmail, email.validity.typeMismatch);
    if (plan.kind === 'trapped') {
      saveDraft(emptyFields);
      dispatch({ type: 'sent', message: strings.success });
      return;
    }
    if (plan.kind === 'invalid') {
      const first = firstWithError(plan.errors) ?? null;
      focusAfterRender.current = first;
      const stays = first !== null && document.activeElement === event.currentTarget.elements.namedItem(first);
      setUnmoved((last) => (stays ? { field: first, key: (last?.key ?? 0) + 1 } : null));
      dispatch({ type: 'invalid', errors: plan.errors });
      return;
    }
    if (plan.kind === 'misconfigured') {
      dispatch({ type: 'failed', message: fillIn(strings.failure, { reason: plan.message }), foreign: plan.message });
      return;
    }

    inFlight.current = true;
    dispatch({ type: 'send' });
    try {
      const { send } = await loadEmailJs();
      await send(emailjs.serviceId, emailjs.templateId, plan.params, { publicKey: emailjs.publicKey, limitRate });
      saveDraft(emptyFields);
      dispatch({ type: 'sent', message: strings.success });
    } catch (error) {
      if (!isTooSoon(error)) forgetFailedSend();
      const { reason, foreign } = failureReason(error, strings);
      dispatch({ type: 'failed', message: fillIn(strings.failure, { reason }), foreign });
    } finally {
      inFlight.current = false;
    }
  }

  function dismiss() {
    dispatch({ type: 'dismiss' });
    nameRef.current?.focus();
  }

  const left = charactersLeft(fields.message);
  // Said until the visitor mends that field, as the message under its label.
  const unmovedError = unmoved && errors[unmoved.field];
  const [writeTo, instead] = splitAt(strings.withoutJavaScript, 'email');

  return (
    <form
      ref={formRef}
      // Never GET: what the visitor typed must not end up in a URL.
      method="post"
      // The form says what is wrong under each field, in the site's words: the browser's bubble is
      // in the browser's language, gone after a few seconds, and names one field at a time.
      noValidate
      onSubmit={submit}
      onFocus={() => void loadEmailJs().catch(() => {})}
      lang={strings.uiLang}
      className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl font-semibold">
        {strings.formTitle}
      </h2>
      <noscript>
        <p className="mt-4 leading-relaxed text-muted">
          {writeTo}
          <a href={mailtoHref(ownerEmail)} lang={pageLang} className="font-semibold text-accent underline underline-offset-4">
            {ownerEmail}
          </a>
          {instead}
        </p>
      </noscript>
      {alert && (
        <div className="mt-6">
          <SendAlert ref={alertRef} variant={alert.variant} message={alert.message} foreign={alert.foreign} dismissLabel={strings.dismiss} onDismiss={dismiss} />
        </div>
      )}
      <div className="js-only mt-6 grid gap-5">
        <div>
          {labelFor('name')}
          <input ref={nameRef} type="text" autoComplete="name" {...fieldProps('name')} />
        </div>
        <div>
          {labelFor('email')}
          {/* An address is laid out in its own direction: in a right-to-left form "ada@" showed as
              "@ada", where the message asks where its @ is. */}
          <input type="email" autoComplete="email" dir="auto" {...fieldProps('email')} />
        </div>
        <div>
          {labelFor('message')}
          <textarea rows={5} maxLength={MESSAGE_MAX_LENGTH} {...fieldProps('message', 'contact-message-left')} />
          <p id="contact-message-left" aria-live="polite" className="mt-2 text-sm text-muted">
            {left !== null && fillIn(strings.charactersLeft, { count: formatNumber(left, wordsLanguage({ site: { lang: siteLang }, uiLang: strings.uiLang })) })}
          </p>
        </div>
        <p role="status" className="sr-only">
          {unmoved && unmovedError && (
            <span key={unmoved.key}>
              <FieldErrorText strings={strings} field={unmoved.field} error={unmovedError} />
            </span>
          )}
        </p>
        {/* The honeypot: hidden from people and assistive technology, filled in only by bots. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor="contact-trap">{strings.honeypot}</label>
          <input
            id="contact-trap"
            name={TRAP_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={state.trap}
            onChange={(event) => dispatch({ type: 'trap', value: event.target.value })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            {...sendButton}
            disabled={sending}
            className={`${primaryButton} disabled:cursor-wait disabled:bg-accent-hover`}
          >
            {sending ? strings.sending : strings.send}
          </button>
          {sending && (
            <div role="progressbar" aria-label={strings.progress} className="h-1.5 min-w-24 flex-1 overflow-hidden rounded-full bg-accent-soft rtl:-scale-x-100">
              <div className="h-full w-1/3 rounded-full bg-accent motion-safe:animate-indeterminate motion-reduce:w-full" />
            </div>
          )}
        </div>
      </div>
    </form>
  );
}
