/** @jest-environment node */
import { missingEmailJsSettings, missingSettingWarning, placeholderEmailJsSettings, placeholderSettingsWarning, resolveEmailJsConfig } from './emailjs-config';

const fromContent = { serviceId: 'service_content', templateId: 'template_content', publicKey: 'key_content' };

describe('resolveEmailJsConfig', () => {
  test('uses content/contact.json when no variable is set', () => {
    expect(resolveEmailJsConfig(fromContent, {})).toEqual(fromContent);
  });

  test('each NEXT_PUBLIC_EMAILJS_* variable wins over its content value', () => {
    expect(
      resolveEmailJsConfig(fromContent, {
        NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_env',
        NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_env',
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key_env',
      }),
    ).toEqual({ serviceId: 'service_env', templateId: 'template_env', publicKey: 'key_env' });
    expect(resolveEmailJsConfig(fromContent, { NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_env' })).toEqual({
      ...fromContent,
      templateId: 'template_env',
    });
  });

  test('an empty variable counts as not set', () => {
    expect(resolveEmailJsConfig(fromContent, { NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '', NEXT_PUBLIC_EMAILJS_SERVICE_ID: '  ' })).toEqual(
      fromContent,
    );
  });

  test('trims what it finds', () => {
    expect(resolveEmailJsConfig({ ...fromContent, serviceId: ' service_content ' }, { NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: ' key_env\n' })).toEqual({
      ...fromContent,
      publicKey: 'key_env',
    });
  });
});

test('missingEmailJsSettings names the empty settings, public key first', () => {
  expect(missingEmailJsSettings(fromContent)).toEqual([]);
  const missing = missingEmailJsSettings({ serviceId: '', templateId: '', publicKey: '' });
  expect(missing.map(({ key }) => key)).toEqual(['publicKey', 'serviceId', 'templateId']);
  expect(missing.map(({ missing }) => missing)).toEqual([
    'The user ID is required',
    'The service ID is required',
    'The template ID is required',
  ]);
});

test('the warning says where to set the missing id', () => {
  const [publicKey] = missingEmailJsSettings({ ...fromContent, publicKey: '' });
  expect(missingSettingWarning(publicKey!)).toMatch(
    /^⚠ EmailJS public key is missing: set contact\.emailjs\.publicKey in content\/contact\.json or NEXT_PUBLIC_EMAILJS_PUBLIC_KEY/,
  );
});

test("the demo's placeholder ids are named, with where to set the owner's; EmailJS's own ids are not", () => {
  const demo = { serviceId: 'service_demo', templateId: 'template_demo', publicKey: 'demo_public_key' };
  const placeholders = placeholderEmailJsSettings(demo);
  expect(placeholders.map(({ key }) => key)).toEqual(['publicKey', 'serviceId', 'templateId']);
  expect(placeholderSettingsWarning(placeholders, demo)).toBe(
    '⚠ EmailJS public key "demo_public_key", service ID "service_demo", template ID "template_demo": the demo\'s placeholders, which EmailJS refuses: ' +
      'the contact form fails for every visitor until you set yours in content/contact.json, contact.emailjs.publicKey (or NEXT_PUBLIC_EMAILJS_PUBLIC_KEY), ' +
      'contact.emailjs.serviceId (or NEXT_PUBLIC_EMAILJS_SERVICE_ID), contact.emailjs.templateId (or NEXT_PUBLIC_EMAILJS_TEMPLATE_ID) (README, "Contact form (EmailJS)").',
  );
  // Ids as EmailJS makes them, one with "demo" inside a word.
  expect(placeholderEmailJsSettings({ serviceId: 'service_8xk2pqd', templateId: 'template_m1q9zt4', publicKey: 'Wq3DemoXp7_aLk9s' })).toEqual([]);
  expect(placeholderEmailJsSettings({ ...fromContent, templateId: 'template_demo' }).map(({ key }) => key)).toEqual(['templateId']);
});
