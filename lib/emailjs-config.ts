/** The three EmailJS ids the contact form sends with. Client-safe: no fs, no content loader. */
export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

/** EmailJS's API, the one origin besides the site's own that a page may connect to (scripts/csp.ts). */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
/**
 * Where @emailjs/browser posts the contact form's message (SPEC §7): the library names it, not the
 * site's code; the browser tests (e2e/, e2e-engines/) answer it in EmailJS's place.
 */
export const EMAILJS_SEND_URL = `${EMAILJS_ORIGIN}/api/v1.0/email/send`;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Each id: its build-time variable, its name for the owner, and the message the form shows when it
 * is missing (SPEC §5; EmailJS calls the public key the user ID). Checked in this order.
 */
export const emailJsSettings = [
  { key: 'publicKey', envVar: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', label: 'public key', missing: 'The user ID is required' },
  { key: 'serviceId', envVar: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', label: 'service ID', missing: 'The service ID is required' },
  { key: 'templateId', envVar: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', label: 'template ID', missing: 'The template ID is required' },
] as const satisfies readonly { key: keyof EmailJsConfig; envVar: string; label: string; missing: string }[];

export type EmailJsSetting = (typeof emailJsSettings)[number];

/** The ids the site is built with: a non-empty variable wins over content/contact.json. */
export function resolveEmailJsConfig(fromContent: EmailJsConfig, env: Env = process.env): EmailJsConfig {
  const config = { ...fromContent };
  for (const { key, envVar } of emailJsSettings) {
    const value = env[envVar]?.trim();
    config[key] = value || fromContent[key].trim();
  }
  return config;
}

/** The settings that are empty, in the order the form reports them. */
export function missingEmailJsSettings(config: EmailJsConfig): EmailJsSetting[] {
  return emailJsSettings.filter(({ key }) => !config[key].trim());
}

/**
 * The settings still holding the demo's placeholder ids (content/contact.json ships "service_demo",
 * "template_demo" and "demo_public_key"): the word "demo" between underscores or hyphens, which
 * EmailJS's own ids (random letters and digits after "service_" or "template_") do not have. An
 * owner who forked the site and wrote their texts but not these had a form that failed for every
 * visitor, and a build that said nothing (found by a newcomer's walkthrough, 2026-11-28).
 */
export function placeholderEmailJsSettings(config: EmailJsConfig): EmailJsSetting[] {
  return emailJsSettings.filter(({ key }) => /(^|[_-])demo([_-]|$)/i.test(config[key].trim()));
}

/** The build's warning for the settings still holding the demo's ids, saying where to set them. */
export function placeholderSettingsWarning(settings: readonly EmailJsSetting[], config: EmailJsConfig): string {
  const named = settings.map(({ key, label }) => `${label} "${config[key]}"`).join(', ');
  const where = settings.map(({ key, envVar }) => `contact.emailjs.${key} (or ${envVar})`).join(', ');
  return `⚠ EmailJS ${named}: the demo's placeholder${settings.length > 1 ? 's' : ''}, which EmailJS refuses: the contact form fails for every visitor until you set yours in content/contact.json, ${where} (README, "Contact form (EmailJS)").`;
}

/** The build's warning for one missing setting, saying where to set it. */
export function missingSettingWarning({ key, envVar, label }: EmailJsSetting): string {
  return `⚠ EmailJS ${label} is missing: set contact.emailjs.${key} in content/contact.json or ${envVar}. The contact form cannot send until it is set.`;
}
