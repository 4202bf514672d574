'use client';

import { useSyncExternalStore } from 'react';
import { isAppleMobile } from './device-links';

// The device does not change while the page is open: nothing to subscribe to.
const subscribe = () => () => {};
const onClient = () => isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);
// The pre-rendered HTML knows no device; hydration renders with this value too, so the markup
// matches, and React re-renders with the client's value straight after.
const onServer = () => false;

/** Whether the visitor is on an iPhone, iPad or iPod: false while pre-rendering and hydrating. */
export function useAppleMobileDevice(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
