'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { themes } from './themes';

/**
 * next-themes writes a small inline script into <head> that puts the stored theme (or, on a first
 * visit, the system's) on <html data-theme> before the first paint, so no page flashes.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey="theme"
      themes={[...themes]}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
