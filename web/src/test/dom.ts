/**
 * What Mantine needs from a browser that jsdom lacks (matchMedia, ResizeObserver, scrollIntoView). Component tests
 * import this first (with the `@vitest-environment jsdom` docblock).
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => cleanup());
