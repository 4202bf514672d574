const fieldClass =
  'mt-2 block w-full rounded-xl border border-border-strong bg-surface px-4 py-3 text-base text-fg placeholder:text-muted focus-visible:border-accent';

/** The message form: name, e-mail and message, all required. */
export function ContactForm() {
  return (
    <form className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-2xl font-semibold">
        Send a message
      </h2>
      <div className="mt-6 grid gap-5">
        <div>
          <label htmlFor="contact-name" className="font-medium">
            Name
          </label>
          <input id="contact-name" name="name" type="text" autoComplete="name" required className={fieldClass} />
        </div>
        <div>
          <label htmlFor="contact-email" className="font-medium">
            Email
          </label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required className={fieldClass} />
        </div>
        <div>
          <label htmlFor="contact-message" className="font-medium">
            Message
          </label>
          <textarea id="contact-message" name="message" rows={5} required className={fieldClass} />
        </div>
        <div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-8 py-2.5 font-semibold text-accent-fg hover:bg-accent-hover"
          >
            Send
          </button>
        </div>
      </div>
    </form>
  );
}
