import { test as plainTest } from '@playwright/test';
import { EMAILJS_SEND_URL } from '@/lib/emailjs-config';
import { configuredSocials } from '@/components/social/networks';
import { resolveProfiles } from '@/components/social/profiles';
import { content, expect, openedDialog, pages, test, waitForHydration, ui } from './fixtures';

// The fixture fails every test on a securitypolicyviolation event or a console error; this file
// adds the pages' policies themselves and a walk through everything the policy must allow.

test.describe('the Content-Security-Policy of every page', () => {
  for (const { path, name } of pages) {
    test(`${name}: first in <head>, strict for scripts`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const policy = /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      expect(policy, 'the policy is the first element of <head>').toBeDefined();
      const directives = Object.fromEntries(
        policy!.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
      );
      expect(directives['script-src']).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(directives['connect-src']).toBe("'self' https://api.emailjs.com");
      expect(directives['frame-src']).toBe('https://github.com');
      expect(directives['img-src']).toBe("'self' data:");
      expect(directives['object-src']).toBe("'none'");
      expect(directives['base-uri']).toBe("'self'");
      expect(directives['form-action']).toBe("'self'");
    });
  }

  test('every target=_blank link on every page has rel="noopener noreferrer", and "me" only where it is one of the owner\'s profiles', async ({ page }) => {
    // The owner's profiles, each said with rel="me" (Mastodon verifies a site by it); a project's
    // or a sponsor's link is no profile of the owner's.
    const profiles = new Set<string>([...configuredSocials(content.socials).map(({ href }) => href), ...Object.values(resolveProfiles(content.socials, content.contact.profiles))]);
    for (const { path } of pages) {
      await page.goto(path);
      for (const { rel, href } of await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((link) => ({ rel: (link as HTMLAnchorElement).rel, href: link.getAttribute('href')! })))) {
        expect([href, rel]).toEqual([href, profiles.has(href) ? 'me noopener noreferrer' : 'noopener noreferrer']);
      }
    }
  });
});

test('every page, the menu, the sponsor dialog and a contact send run without a policy violation', async ({ page }) => {
  await page.route('https://github.com/sponsors/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sponsors</title><h1>Sponsor me</h1>' }),
  );
  let sent = 0;
  await page.route(EMAILJS_SEND_URL, (route) => {
    sent += 1;
    return route.fulfill({ headers: { 'access-control-allow-origin': '*' }, body: 'OK' });
  });

  for (const { path } of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  await page.goto('./');
  await waitForHydration(page, 'header button[aria-haspopup="dialog"]');
  await page.getByRole('button', { name: ui.header.menu, exact: true }).click();
  await page.getByRole('dialog', { name: ui.header.menu }).getByRole('link', { name: ui.pages.portfolio }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.portfolio.heading);

  await page.goto('sponsors/');
  await waitForHydration(page, 'article button');
  await page.getByRole('button', { name: ui.sponsors.become }).first().click();
  await openedDialog(page, ui.sponsors.become);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Sponsor me' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('contact/');
  await waitForHydration(page, 'form');
  await page.getByRole('textbox', { name: ui.contact.name, exact: true }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: ui.contact.email, exact: true }).fill('grace@example.com');
  await page.getByRole('textbox', { name: ui.contact.message, exact: true }).fill('A policy that lets the form through.');
  await page.getByRole('button', { name: ui.contact.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: ui.contact.success })).toBeVisible();
  expect(sent).toBe(1);
});

// Without the fixture: this test causes a violation on purpose and checks the policy stops it.
plainTest('an inline script that the policy does not list is blocked', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
