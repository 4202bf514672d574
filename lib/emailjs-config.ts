/** The three EmailJS ids the contact form sends with. Client-safe: no fs, no content loader. */
export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

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

/** The build's warning for one missing setting, saying where to set it. */
export function missingSettingWarning({ key, envVar, label }: EmailJsSetting): string {
  return `⚠ EmailJS ${label} is missing: set contact.emailjs.${key} in content/contact.json or ${envVar}. The contact form cannot send until it is set.`;
}
