'use client';

import { CloseButton, Dialog, DialogPanel, DialogTitle, Transition } from '@headlessui/react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { DownloadCvLink } from '@/components/cv/DownloadCvLink';
import { Copyright } from '@/components/footer/Copyright';
import { ProfileLink } from '@/components/social/ProfileLink';
import { profileLinks, type Profiles } from '@/components/social/profiles';
import { iconButton } from '@/components/ui/icon-button-styles';
import { menuLinks, type MenuRoute } from '@/lib/routes';

export interface MenuDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the closing transition: the menu button takes focus back. */
  onClosed: () => void;
  copyright: string;
  /** From socials.json; a network the owner leaves empty is not shown. */
  profiles: Profiles;
  /** Each page's name in the site's language. */
  pages: Record<MenuRoute, string>;
  /** `uiLang`: the language of these words, `pages` and `copyright` when it is not the page's (content/index.ts). */
  strings: { menu: string; closeMenu: string; mainNav: string; newTab: string; downloadCv: string; cvFormat: string; uiLang?: string };
}

const withoutSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * How the menu marks the link to `href` on `pathname` ('/about/' and '/about' alike: trailingSlash
 * export): 'page' on that page, 'true' on a further page of its list ('/portfolio/2/' for
 * Portfolio: the section the visitor is in, not the page the link opens), else none.
 */
export function currentMark(pathname: string, href: string): 'page' | 'true' | undefined {
  const path = withoutSlash(pathname);
  const target = withoutSlash(href);
  if (path === target) return 'page';
  return target !== '' && path.startsWith(`${target}/`) ? 'true' : undefined;
}

/**
 * The full-screen menu. Headless UI's Dialog traps focus inside it, locks page scrolling, closes
 * on Escape and gives focus back to the menu button.
 */
export function MenuDialog({ open, onClose, onClosed, copyright, profiles, pages, strings }: MenuDialogProps) {
  const pathname = usePathname();
  const links = profileLinks(profiles, ['linkedin', 'github']);
  return (
    // `appear`: when the code arrives after the click, the dialog mounts already open and should
    // still slide in; Headless UI then cannot know the opener, hence `onClosed`.
    <Transition show={open} appear afterLeave={onClosed}>
      <Dialog onClose={onClose} className="fixed inset-0 z-50">
        {/* Everything in the menu is the site's words, or names. The panel is portalled to <body>,
            outside the header that marks the menu button. */}
        <DialogPanel
          transition
          lang={strings.uiLang}
          className="flex h-full flex-col overflow-y-auto bg-bg transition duration-300 ease-out data-closed:-translate-y-3 data-closed:opacity-0 motion-reduce:transition-none"
        >
          <div className="mx-auto flex min-h-header w-full max-w-content shrink-0 items-center justify-between px-4 sm:px-6 lg:px-8">
            <DialogTitle className="font-display text-lg font-semibold">{strings.menu}</DialogTitle>
            <CloseButton className={iconButton}>
              <span className="sr-only">{strings.closeMenu}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </CloseButton>
          </div>

          <nav aria-label={strings.mainNav} className="mx-auto flex w-full max-w-content flex-1 items-center px-4 py-8 sm:px-6 lg:px-8">
            <ul className="flex w-full flex-col gap-2">
              {menuLinks.map(({ href }) => {
                return (
                  <li key={href}>
                    <Link
                      href={href}
                      onClick={onClose}
                      aria-current={currentMark(pathname, href)}
                      className="flex min-h-16 items-center rounded-2xl px-3 font-display text-4xl font-bold tracking-tight transition-colors hover:bg-subtle hover:text-accent aria-[current=page]:text-accent aria-[current=true]:text-accent sm:text-5xl"
                    >
                      {pages[href]}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          {/* A <div>, not a <footer>: the page's own footer is the one contentinfo landmark. */}
          <div className="mx-auto flex w-full max-w-content flex-col gap-4 border-t border-border px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
            <ul className="flex flex-wrap gap-2">
              {links.map(({ network, label, href }) => (
                <li key={network}>
                  <ProfileLink network={network} href={href} label={label} newTab={strings.newTab} className="px-3 text-fg hover:bg-subtle hover:text-accent" />
                </li>
              ))}
              <li>
                {/* Closed as the page links close it: a desktop browser opens the PDF in this tab,
                    and Back brought the page again from its back/forward cache with the menu
                    still open over it; a phone saves the file and the menu stayed in the way. */}
                <DownloadCvLink onClick={onClose} label={strings.downloadCv} format={strings.cvFormat} className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-medium text-fg hover:bg-subtle hover:text-accent" />
              </li>
            </ul>
            <Copyright text={copyright} className="px-3" />
          </div>
        </DialogPanel>
      </Dialog>
    </Transition>
  );
}
