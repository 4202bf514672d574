import { readFileSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import { TRAP_FIELD } from '@/components/contact/form-state';
import { EMAILJS_SEND_URL } from '@/lib/emailjs-config';
import { palettes } from '@/tailwind.config';
import { content, expect, failLaterCode, openUnhydrated, test, fillIn, splitAt, ui, waitForHydration } from './fixtures';

const { version: libVersion } = JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')) as { version: string };
const SUCCESS = 'SUCCESS! , Looking forward to reading your email.';

// The request comes from the site's origin: the browser wants CORS headers on the answer.
const cors = { 'access-control-allow-origin': '*' };

/** Answers EmailJS's send endpoint with `answer` and records every request that reaches it. */
async function mockSend(page: Page, answer: (route: Route) => Promise<void> = (route) => route.fulfill({ headers: cors, body: 'OK' })) {
  const requests: Request[] = [];
  await page.route(EMAILJS_SEND_URL, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

/** Like mockSend, but the answer waits for `answer()`: the form stays in its sending state till then. */
async function holdSend(page: Page) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const requests = await mockSend(page, async (route) => {
    await answered;
    await route.fulfill({ headers: cors, body: 'OK' });
  });
  return { answer, requests };
}

function form(page: Page) {
  return {
    name: page.getByRole('textbox', { name: ui.contact.name, exact: true }),
    email: page.getByRole('textbox', { name: ui.contact.email, exact: true }),
    message: page.getByRole('textbox', { name: ui.contact.message, exact: true }),
    send: page.getByRole('button', { name: /^Send/ }),
    alert: page.getByRole('alert').filter({ hasText: /SUCCESS|Failed/ }),
  };
}

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  const fields = form(page);
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.message.fill(values.message);
}

const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Shall we build an engine together?' };

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.beforeEach(async ({ page }) => {
  await page.goto('contact/');
});

test('empty and malformed input send nothing, each field saying what is wrong under its label; the corrected message sends once', async ({ page }) => {
  const requests = await mockSend(page);
  const { name, email, message, send, alert } = form(page);
  // Each message is said after "Error:" in the site's words, which only screen readers get: read
  // alone, "Enter your name." is an instruction, not a refused Send.
  const error = (text: string) => page.getByText(`${ui.contact.errorPrefix} ${text}`, { exact: true });

  await send.click();
  await expect(name).toBeFocused();
  for (const [field, text] of [[name, ui.contact.nameMissing], [email, ui.contact.emailMissing], [message, ui.contact.messageMissing]] as const) {
    await expect(error(text)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(`${ui.contact.errorPrefix} ${text}`);
  }
  const prefixes = await page.getByText(ui.contact.errorPrefix, { exact: true }).evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().width));
  expect(prefixes, 'the prefix is not shown: one clipped to a pixel for each message').toEqual([1, 1, 1]);
  // The error stands between the label and its field, in the danger colour, and stays: no bubble that fades.
  const nameBox = (await name.boundingBox())!;
  const errorBox = (await error(ui.contact.nameMissing).boundingBox())!;
  expect(errorBox.y + errorBox.height).toBeLessThanOrEqual(nameBox.y);
  await expect(error(ui.contact.nameMissing)).toHaveCSS('color', rgb(palettes.light.danger));
  await expect(name).toHaveCSS('border-top-color', rgb(palettes.light.danger));

  await fill(page, { ...visitor, email: 'ada-at-example' });
  await expect(error(ui.contact.nameMissing)).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid');
  await send.click();
  await expect(email).toBeFocused();
  await expect(error(ui.contact.emailMalformed)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // Spaces pass the browser's `required`; the form refuses them itself.
  await fill(page, { ...visitor, message: '   ' });
  await send.click();
  await expect(message).toBeFocused();
  await expect(error(ui.contact.messageMissing)).toBeVisible();
  await expect(send).toHaveText(ui.contact.send);

  await message.fill(visitor.message);
  await send.click();
  await expect(alert).toHaveText(SUCCESS);
  await expect(page.locator('[aria-invalid]')).toHaveCount(0);
  // Had any attempt above reached EmailJS, its rate limit would have refused this one.
  expect(requests.map((request) => request.postDataJSON().template_params.message)).toEqual([visitor.message]);
});

test('on a right-to-left page the e-mail field shows an address as it is written, @ after the name', async ({ page }) => {
  const { name, email } = form(page);
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  await email.fill('ada@');
  // Laid out from the right, "ada@" showed as "@ada" beside the message that asks for its @.
  await expect(email).toHaveCSS('direction', 'ltr');
  await email.fill('عادل@مثال.مصر');
  await expect(email).toHaveCSS('direction', 'rtl');
  // What the visitor writes elsewhere keeps the page's direction.
  await expect(name).toHaveCSS('direction', 'rtl');
});

test('an address with letters beyond ASCII before the "@", which the browser alone refuses, sends', async ({ page }) => {
  const requests = await mockSend(page);
  const { email, send, alert } = form(page);
  await fill(page, { ...visitor, email: 'jean-édouard@exemple.fr' });
  // The browser's own check of type="email" takes only ASCII before the "@".
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await send.click();
  await expect(alert).toHaveText(SUCCESS);
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON().template_params.from_name).toBe('jean-édouard@exemple.fr');
});

test('a valid message sends exactly one request with the exact body, then shows the success alert', async ({ page }) => {
  const { answer, requests } = await holdSend(page);
  const { name, email, message, send, alert } = form(page);

  await fill(page, { name: `  ${visitor.name} `, email: visitor.email, message: `\n${visitor.message}  ` });
  await send.dblclick();
  await expect(send).toHaveText(ui.contact.sending);
  await expect(send).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: ui.contact.progress })).toBeVisible();
  await expect(message).not.toBeEditable();
  answer();

  await expect(alert).toHaveText(SUCCESS);
  await expect(alert).toHaveCSS('color', rgb(palettes.light.success));
  await expect(alert).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(send).toHaveText(ui.contact.send);
  await expect(send).toBeEnabled();
  for (const field of [name, email, message]) await expect(field).toHaveValue('');

  expect(requests).toHaveLength(1);
  expect(requests[0]!.method()).toBe('POST');
  expect(requests[0]!.postDataJSON()).toEqual({
    lib_version: libVersion,
    user_id: content.contact.emailjs.publicKey,
    service_id: content.contact.emailjs.serviceId,
    template_id: content.contact.emailjs.templateId,
    template_params: {
      from_name: visitor.email,
      user_name: visitor.name,
      to_name: content.contact.email,
      message: visitor.message,
    },
  });

  await alert.getByRole('button', { name: ui.contact.dismiss }).click();
  await expect(alert).toHaveCount(0);
  await expect(name).toBeFocused();
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`with reducedMotion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test(`the loading bar ${reducedMotion === 'reduce' ? 'stands still' : 'moves'}`, async ({ page }) => {
      const { answer } = await holdSend(page);
      await fill(page, visitor);
      await form(page).send.click();
      const bar = page.getByRole('progressbar', { name: ui.contact.progress }).locator('div');
      expect(await bar.evaluate((element) => getComputedStyle(element).animationName)).toBe(
        reducedMotion === 'reduce' ? 'none' : 'indeterminate',
      );
      answer();
      await expect(form(page).alert).toHaveText(SUCCESS);
    });
  });
}

/** EmailJS's answer to a wrong public key, as it words it: a long address in it. */
const refusal = 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account';

test.describe('on a phone held sideways, where the form is taller than the screen', () => {
  test.use({ viewport: { width: 667, height: 375 } });

  test('a refused message shows the provider’s text in the danger alert, scrolled into view, fields kept', async ({ page, problems }) => {
    problems.allowFailedRequest(EMAILJS_SEND_URL);
    await mockSend(page, (route) => route.fulfill({ status: 400, headers: cors, body: refusal }));
    const { name, email, message, send, alert } = form(page);

    await fill(page, visitor);
    await send.click();
    await expect(alert).toHaveText(fillIn(ui.contact.failure, { reason: refusal }));
    await expect(alert).toHaveCSS('color', rgb(palettes.light.danger));
    await expect(alert).toBeInViewport({ ratio: 1 });
    // …and not under the fixed header.
    const header = (await page.getByRole('banner').boundingBox())!;
    await expect.poll(async () => (await alert.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(name).toHaveValue(visitor.name);
    await expect(email).toHaveValue(visitor.email);
    await expect(message).toHaveValue(visitor.message);
  });
});

test.describe('at 400% zoom (1280 × 1024 shown at 320 × 256)', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  /** Where the field, its label and its message are against the fixed header and the window's foot. */
  async function inView(page: Page, field: ReturnType<typeof form>['name']) {
    const header = (await page.getByRole('banner').boundingBox())!;
    const id = await field.getAttribute('id');
    const boxes = await Promise.all([page.locator(`label[for="${id}"]`), page.locator(`#${id}-error`), field].map((element) => element.boundingBox()));
    return boxes.map((box) => box!.y >= header.y + header.height && box!.y + box!.height <= 256);
  }

  test('a refused Send brings the first wrong field’s label and message into view with it, and says the message where focus stays', async ({ page }) => {
    const { name, email, message, send } = form(page);
    const status = page.getByRole('form').getByRole('status');

    // From Send, below: focus alone scrolled the field in, its label and message under the header.
    await fill(page, { ...visitor, email: 'ada-at-example' });
    await send.press('Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(`${ui.contact.errorPrefix} ${ui.contact.emailMalformed}`);
    expect(await inView(page, email), 'label, message, field below the header and above the window’s foot').toEqual([true, true, true]);
    // Focus moved: the screen reader reads the field with its message; nothing more is said.
    await expect(status).toHaveText('');

    // Enter in the empty name field, scrolled to just below the header: focus does not move, so
    // nothing scrolled and nothing was read.
    await email.fill(visitor.email);
    await name.fill('');
    await name.evaluate((field) => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      window.scrollBy(0, field.getBoundingClientRect().top - header.bottom - 8);
      field.focus({ preventScroll: true });
    });
    await name.press('Enter');
    await expect(name).toBeFocused();
    expect(await inView(page, name), 'label, message, field below the header and above the window’s foot').toEqual([true, true, true]);
    await expect(status).toHaveText(`${ui.contact.errorPrefix} ${ui.contact.nameMissing}`);
    // The same again is said again (a new node in the status), and goes once the field is mended.
    const said = await status.locator(':scope > span').elementHandle();
    await name.press('Enter');
    await expect(status).toHaveText(`${ui.contact.errorPrefix} ${ui.contact.nameMissing}`);
    expect(await status.locator(':scope > span').evaluate((span, before) => span !== before, said)).toBe(true);
    await name.fill(visitor.name);
    await expect(status).toHaveText('');
    await expect(message).toHaveValue(visitor.message);
  });
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a refusal with a long address in it wraps inside the alert: nothing scrolls sideways', async ({ page, problems }) => {
    problems.allowFailedRequest(EMAILJS_SEND_URL);
    await mockSend(page, (route) => route.fulfill({ status: 400, headers: cors, body: refusal }));
    await fill(page, visitor);
    await form(page).send.click();
    const { alert } = form(page);
    await expect(alert).toHaveText(fillIn(ui.contact.failure, { reason: refusal }));
    await expect(alert).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page scrolls sideways').toBe(0);
    expect((await alert.boundingBox())!.width).toBeLessThanOrEqual(320);
  });
});

test('a network failure shows a readable failure alert and keeps the fields', async ({ page, problems }) => {
  problems.allowFailedRequest(EMAILJS_SEND_URL);
  await mockSend(page, (route) => route.abort('failed'));
  const { message, send, alert } = form(page);

  await fill(page, visitor);
  await send.click();
  await expect(alert).toHaveText(/^Failed to send!, the message could not reach the mail service \(.+\)\. Check your connection/);
  await expect(alert).not.toHaveText(/undefined|\[object Object\]/);
  await expect(message).toHaveValue(visitor.message);
});

test('offline since the page came, Send says to check the connection and keeps the message; back online, it goes at once', async ({ page, problems }) => {
  // EmailJS's code, fetched when the visitor starts on the form, cannot come; then its message cannot leave.
  await failLaterCode(page, 'contact/', problems);
  problems.allowFailedRequest(EMAILJS_SEND_URL);
  let online = false;
  const requests = await mockSend(page, (route) => (online ? route.fulfill({ headers: cors, body: 'OK' }) : route.abort('internetdisconnected')));
  const { message, send, alert } = form(page);
  const unreachable = /^Failed to send!, the message could not reach the mail service \(\w[^)]*\)\. Check your connection and try again\.$/;

  await fill(page, visitor);
  await send.click();
  await expect(alert).toHaveText(unreachable);
  await expect(message).toHaveValue(visitor.message);

  await page.unroute('**/_next/static/chunks/**');
  await send.click();
  await expect.poll(() => requests.length).toBe(1);
  await expect(alert).toHaveText(unreachable);
  await expect(message).toHaveValue(visitor.message);

  // Within 10 s of the failed attempt: it sent nothing, so there is nothing to wait after.
  online = true;
  await send.click();
  await expect(alert).toHaveText(SUCCESS);
  expect(requests).toHaveLength(2);
});

test('a second message within 10 s is refused with a readable text and sends nothing', async ({ page }) => {
  const requests = await mockSend(page);
  const { send, alert, message } = form(page);

  await fill(page, visitor);
  await send.click();
  await expect(alert).toHaveText(SUCCESS);

  await fill(page, { ...visitor, message: 'And one more thing.' });
  await send.click();
  await expect(alert).toHaveText(/^Failed to send!, Too Many Requests: please wait a few seconds/);
  await expect(message).toHaveValue('And one more thing.');
  expect(requests).toHaveLength(1);
});

test('a filled honeypot sends nothing and shows success', async ({ page }) => {
  const requests = await mockSend(page);
  const { send, alert } = form(page);

  await fill(page, visitor);
  // What a bot does; people cannot see or reach the field.
  await page.locator(`input[name="${TRAP_FIELD}"]`).fill('https://spam.example', { force: true });
  await send.click();
  await expect(alert).toHaveText(SUCCESS);
  expect(requests).toHaveLength(0);
});

test('the honeypot is out of the keyboard order', async ({ page }) => {
  const { message, send } = form(page);
  await message.focus();
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
});

test('the message stops at 5,000 characters, with a counter near the limit', async ({ page }) => {
  const { message } = form(page);
  const counter = page.getByText(new RegExp(splitAt(ui.contact.charactersLeft, 'count')[1]));

  await message.fill('a'.repeat(4400));
  await expect(counter).toHaveCount(0);
  await message.fill('a'.repeat(4600));
  await expect(counter).toHaveText(fillIn(ui.contact.charactersLeft, { count: 400 }));
  await message.fill('a'.repeat(5200));
  await expect(message).toHaveValue('a'.repeat(5000));
  await expect(counter).toHaveText(fillIn(ui.contact.charactersLeft, { count: 0 }));
});

test('a draft survives a reload until it is sent', async ({ page }) => {
  await mockSend(page);
  const { name, email, message, send, alert } = form(page);

  await fill(page, visitor);
  await page.reload();
  await expect(name).toHaveValue(visitor.name);
  await expect(email).toHaveValue(visitor.email);
  await expect(message).toHaveValue(visitor.message);

  await send.click();
  await expect(alert).toHaveText(SUCCESS);
  await page.reload();
  await expect(message).toHaveValue('');
});

// A slow phone shows the form a second or more before its code has come. Here the code is held
// back until the visitor has typed (and tapped Send), so the typing surely comes first.
test.describe('before the page’s code has come', () => {
  test('what the visitor typed stays once it has come, through the next keystroke and a reload', async ({ page }) => {
    const { name, email, message } = form(page);
    const release = await openUnhydrated(page, 'contact/');
    await name.fill(visitor.name);
    await email.fill(visitor.email);
    release();
    await waitForHydration(page, '#contact-name');
    await message.fill(visitor.message);
    await expect(name).toHaveValue(visitor.name);
    await expect(email).toHaveValue(visitor.email);

    await page.reload();
    await expect(name).toHaveValue(visitor.name);
    await expect(email).toHaveValue(visitor.email);
    await expect(message).toHaveValue(visitor.message);
  });

  test('Send tapped twice sends what was typed once the code has come, once, and never posts the page', async ({ page }) => {
    const requests = await mockSend(page);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() !== EMAILJS_SEND_URL) posted.push(request.url());
    });
    const { send, alert } = form(page);
    const release = await openUnhydrated(page, 'contact/');
    await fill(page, visitor);
    await send.click();
    await send.click();
    release();

    await expect(alert).toHaveText(SUCCESS);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON()).toMatchObject({
      template_params: { from_name: visitor.email, user_name: visitor.name, to_name: content.contact.email, message: visitor.message },
    });
    expect(posted).toEqual([]);
  });
});

test('EmailJS is not in the page’s first JavaScript; it loads when the visitor starts on the form', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    // A late answer to the page being reloaded has no body any more; it is not this page's script.
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.reload({ waitUntil: 'networkidle' });
  // The library is the one script that names EmailJS's origin.
  const emailJsOrigin = new URL(EMAILJS_SEND_URL).origin;
  const loadsEmailJs = async () => (await Promise.all(scripts)).some((source) => source.includes(emailJsOrigin));
  expect(scripts.length).toBeGreaterThan(0);
  expect(await loadsEmailJs()).toBe(false);

  await form(page).name.focus();
  await expect.poll(loadsEmailJs).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page offers the owner’s e-mail instead of a form that cannot send', async ({ page }) => {
    const mailto = page.getByRole('link', { name: content.contact.email });
    await expect(mailto).toHaveCount(2);
    for (const link of await mailto.all()) await expect(link).toHaveAttribute('href', `mailto:${content.contact.email}`);
    // getByText skips <noscript>; its text is shown all the same once scripting is off.
    const note = page.locator('form noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText(splitAt(ui.contact.withoutJavaScript, 'email')[0].trim());
    await expect(page.getByRole('button', { name: ui.contact.send })).toBeHidden();
    // POST even so: what a visitor typed never ends up in a URL.
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
  });
});
