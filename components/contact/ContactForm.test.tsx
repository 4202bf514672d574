import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailJSResponseStatus, send } from '@emailjs/browser';
import en from '@/content/ui/en.json';
import fr from '@/content/ui/fr.json';
import { ContactForm } from './ContactForm';
import { TRAP_FIELD } from './form-state';

jest.mock('@emailjs/browser', () => ({ ...jest.requireActual('@emailjs/browser'), send: jest.fn() }));
const mockedSend = jest.mocked(send);

const config = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' };
const owner = 'owner@example.com';

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  mockedSend.mockReset();
  sessionStorage.clear();
});

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), '  Ada ');
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('Message'), 'Hello there ');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

test('sends the trimmed message through EmailJS with the rate limit, then clears the form', async () => {
  mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
  const user = userEvent.setup();
  render(<ContactForm ownerEmail={owner} emailjs={config} siteLang="en" strings={en.contact} />);
  await fillAndSend(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('SUCCESS! , Looking forward to reading your email.');
  expect(mockedSend).toHaveBeenCalledTimes(1);
  expect(mockedSend).toHaveBeenCalledWith(
    'service_x',
    'template_x',
    { from_name: 'ada@example.com', user_name: 'Ada', to_name: owner, message: 'Hello there' },
    { publicKey: 'key_x', limitRate: { id: 'contact-form', throttle: 10_000 } },
  );
  expect(field('Name')).toHaveValue('');
  expect(field('Message')).toHaveValue('');
  expect(sessionStorage.getItem('contact-draft')).toBeNull();
});

test("a Send with fields empty or wrong names each under its label in the site's words, and sends nothing", async () => {
  const user = userEvent.setup();
  render(<ContactForm ownerEmail={owner} emailjs={config} siteLang="fr" strings={fr.contact} />);
  const [name, email, message] = [fr.contact.name, fr.contact.email, fr.contact.message].map(field);
  await user.type(email!, 'ada-at-example');
  await user.click(screen.getByRole('button', { name: fr.contact.send }));

  // Each field is invalid and described by its error, said as one ("Erreur : …"), and focus is on
  // the first of them.
  const error = (text: string) => `${fr.contact.errorPrefix} ${text}`;
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(error(fr.contact.nameMissing));
  expect(email).toHaveAccessibleDescription(error(fr.contact.emailMalformed));
  // Then by the counter, empty so far from the limit.
  expect(message).toHaveAccessibleDescription(`${error(fr.contact.messageMissing)} `);
  expect(name).toHaveFocus();
  expect(mockedSend).not.toHaveBeenCalled();

  // Mending a field takes its error away; the others stay until the next Send.
  await user.type(name!, 'Ada');
  expect(name).not.toHaveAttribute('aria-invalid');
  expect(name).not.toHaveAccessibleDescription();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: fr.contact.send }));
  expect(email).toHaveFocus();
  expect(mockedSend).not.toHaveBeenCalled();
});

test('a refusal keeps the fields and names the reason', async () => {
  mockedSend.mockRejectedValue(new EmailJSResponseStatus(400, 'The service ID is invalid'));
  const user = userEvent.setup();
  render(<ContactForm ownerEmail={owner} emailjs={config} siteLang="en" strings={en.contact} />);
  await fillAndSend(user);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to send!, The service ID is invalid');
  expect(alert).toHaveFocus();
  expect(field('Name')).toHaveValue('  Ada ');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(field('Name')).toHaveFocus();
});

test('the mail service\'s own words in a refusal are marked as English on a French page, the site\'s words around them as French', async () => {
  mockedSend.mockRejectedValue(new EmailJSResponseStatus(400, 'The Public Key is invalid'));
  const user = userEvent.setup();
  render(<ContactForm ownerEmail={owner} emailjs={config} siteLang="fr" strings={fr.contact} />);
  await user.type(screen.getByRole('textbox', { name: fr.contact.name }), 'Zoé');
  await user.type(screen.getByRole('textbox', { name: fr.contact.email }), 'zoe@example.com');
  await user.type(screen.getByRole('textbox', { name: fr.contact.message }), 'Bonjour');
  await user.click(screen.getByRole('button', { name: fr.contact.send }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^Échec de l’envoi\s*:\s*The Public Key is invalid/);
  const english = alert.querySelector('[lang="en"]');
  expect(english).toHaveTextContent(/^The Public Key is invalid$/);
  expect(english).toHaveAttribute('dir', 'ltr');
});

test.each([
  ['publicKey', 'The user ID is required'],
  ['serviceId', 'The service ID is required'],
  ['templateId', 'The template ID is required'],
])('without a %s it does not call EmailJS and says "%s"', async (key, message) => {
  const user = userEvent.setup();
  render(<ContactForm ownerEmail={owner} emailjs={{ ...config, [key]: '' }} siteLang="en" strings={en.contact} />);
  await fillAndSend(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to send!, ${message}`);
  expect(mockedSend).not.toHaveBeenCalled();
  expect(field('Message')).toHaveValue('Hello there ');
});

test('a filled honeypot shows success and sends nothing', async () => {
  const user = userEvent.setup();
  const { container } = render(<ContactForm ownerEmail={owner} emailjs={config} siteLang="en" strings={en.contact} />);
  await user.type(container.querySelector<HTMLInputElement>(`input[name="${TRAP_FIELD}"]`)!, 'spam');
  await fillAndSend(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('SUCCESS!');
  expect(mockedSend).not.toHaveBeenCalled();
});

test('the honeypot is named with no word autofill or a password manager fills in', () => {
  // They fill hidden fields too, and a filled honeypot drops the visitor's message unsent.
  const { container } = render(<ContactForm ownerEmail={owner} emailjs={config} siteLang="en" strings={en.contact} />);
  const trap = container.querySelector<HTMLInputElement>('[aria-hidden="true"] input')!;
  const autofilled = /name|mail|phone|tel|fax|company|organi[sz]ation|address|street|city|zip|postal|country|url|web|site|homepage|user|login|pass|card/i;
  expect(trap.name).toBeTruthy();
  for (const said of [trap.name, trap.id, trap.labels![0]!.textContent!]) expect(said).not.toMatch(autofilled);
  expect(trap).toHaveAttribute('autocomplete', 'off');
});

test('restores the draft of this tab after hydration', async () => {
  sessionStorage.setItem('contact-draft', JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Half-written' }));
  render(<ContactForm ownerEmail={owner} emailjs={config} siteLang="en" strings={en.contact} />);
  expect(await screen.findByDisplayValue('Half-written')).toBe(field('Message'));
  expect(field('Name')).toHaveValue('Ada');
});

test('the counter near the limit writes its number as its words do: Persian digits in Persian words, ASCII in the English ones of a Pashto site with no words file', async () => {
  const user = userEvent.setup();
  const nearLimit = async (siteLang: string, strings: typeof en.contact & { uiLang?: string }) => {
    const { unmount } = render(<ContactForm ownerEmail={owner} emailjs={config} siteLang={siteLang} strings={strings} />);
    await user.click(field(strings.message));
    await user.paste('a'.repeat(4600));
    const text = screen.getByText(/400|۴۰۰/).textContent;
    unmount();
    sessionStorage.clear();
    return text;
  };
  expect(await nearLimit('ps', { ...en.contact, uiLang: 'en' })).toBe('400 characters left');
  expect(await nearLimit('fa', { ...en.contact, charactersLeft: '{count} نویسه باقی مانده' })).toBe('۴۰۰ نویسه باقی مانده');
});
