import type { Locator, Page } from '@playwright/test';
import { EMAILJS_SEND_URL } from '@/lib/emailjs-config';
import { content, expect, openInTheme, openedDialog, stubGitHubSponsors, test, themes, ui } from './fixtures';

/**
 * One look for each kind of button (components/ui/button-styles.ts): a primary button is the same
 * on Home, Contact and Sponsors, a round icon button the same in the header, the menu and the
 * dialogs. When each spelt out its own classes, Send was wider, in larger letters and without the
 * shadow, Become A Sponsor without the shadow, and the sponsor dialog's Close in the muted colour.
 */

/** What a visitor sees of a control: its box, its letters, and its colours at rest and under the pointer. */
async function look(control: Locator) {
  // Not under the pointer: the menu's Close opens where the menu button was clicked.
  await control.page().mouse.move(0, 0);
  const style = () =>
    control.evaluate((element) => {
      const css = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        radius: css.borderTopLeftRadius,
        padding: [css.paddingTop, css.paddingRight, css.paddingBottom, css.paddingLeft].join(' '),
        font: `${css.fontWeight} ${css.fontSize}`,
        border: `${css.borderTopWidth} ${css.borderTopStyle} ${css.borderTopColor}`,
        shadow: css.boxShadow,
        color: css.color,
        background: css.backgroundColor,
        eases: css.transitionProperty,
      };
    });
  // The colours ease from one state to the other: each is read once two readings agree.
  const settled = async () => {
    let last = '';
    await expect.poll(async () => last === (last = JSON.stringify(await style()))).toBe(true);
    return JSON.parse(last) as Awaited<ReturnType<typeof style>>;
  };
  const rest = await settled();
  await control.hover();
  const hovered = await settled();
  return { rest, hovered };
}

/** The height, corners, padding and easing of a control: what an icon button that takes its colours from around it shares. */
const shape = ({ rest: { height, radius, padding, eases } }: Awaited<ReturnType<typeof look>>) => ({ height, radius, padding, eases });

function expectAlike(looks: Record<string, unknown>) {
  const [first, ...others] = Object.entries(looks);
  for (const [name, found] of others) expect(found, `${name} looks as ${first![0]} does`).toEqual(first![1]);
}

const menuButton = (page: Page) => page.locator('header').getByRole('button', { name: ui.header.menu, exact: true });
const becomeSponsor = (page: Page) => page.getByRole('main').getByRole('button', { name: ui.sponsors.become }).first();

for (const theme of themes) {
  test(`every primary button looks the same, ${theme} theme`, async ({ page }) => {
    expect(content.sponsors.sponsors.length, 'the fixture has a sponsor, whose card has a Become A Sponsor button').toBeGreaterThan(0);
    await openInTheme(page, './', theme);
    const home = await look(page.getByRole('main').getByRole('navigation').getByRole('link').first());
    await openInTheme(page, 'contact/', theme);
    const send = await look(page.getByRole('button', { name: ui.contact.send }));
    await openInTheme(page, 'sponsors/', theme);
    expectAlike({ "Home's first link": home, Send: send, 'Become A Sponsor': await look(becomeSponsor(page)) });
  });

  test(`every round icon button looks the same, ${theme} theme`, async ({ page }) => {
    await stubGitHubSponsors(page);
    await page.route(EMAILJS_SEND_URL, (route) => route.fulfill({ headers: { 'access-control-allow-origin': '*' }, body: 'OK' }));
    await openInTheme(page, './', theme);
    const toggle = await look(page.locator('header').getByRole('button', { name: theme === 'dark' ? ui.header.lightTheme : ui.header.darkTheme }));
    const menu = await look(menuButton(page));
    await menuButton(page).click();
    const menuClose = await look((await openedDialog(page, ui.header.menu)).getByRole('button', { name: ui.header.closeMenu }));

    await openInTheme(page, 'sponsors/', theme);
    await becomeSponsor(page).click();
    const dialogClose = await look((await openedDialog(page, ui.sponsors.become)).getByRole('button', { name: ui.sponsors.close }));
    expectAlike({ 'the theme button': toggle, 'the menu button': menu, "the menu's Close": menuClose, "the sponsor dialog's Close": dialogClose });

    // The contact form's alert is coloured as what it says: its Close takes that colour, and the shape of the others.
    await openInTheme(page, 'contact/', theme);
    await page.getByRole('textbox', { name: ui.contact.name, exact: true }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: ui.contact.email, exact: true }).fill('ada@example.com');
    await page.getByRole('textbox', { name: ui.contact.message, exact: true }).fill('Shall we build an engine together?');
    await page.getByRole('button', { name: ui.contact.send }).click();
    const alertClose = await look(page.getByRole('alert').getByRole('button', { name: ui.contact.dismiss }));
    expectAlike({ 'the theme button': shape(toggle), "the contact alert's Close": shape(alertClose) });
  });
}
