'use client';

import { Component, type ReactNode } from 'react';

/**
 * Around a component whose code loads later (lib/lazy-with-prefetch.ts): when that code cannot be
 * fetched (the visitor went offline after the page loaded, or a new deploy replaced the file),
 * React throws the error up to the root, and Next replaced the whole page with "Application
 * error: a client-side exception has occurred". Here it stops: nothing is shown in its place, and
 * `onFailed` lets the caller offer what the page offers without JavaScript. The code is not asked
 * for again: Turbopack's loader has already tried twice and keeps the failure for the page's life.
 */
export class LazyBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailed();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
