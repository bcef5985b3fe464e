import type { LinkProps, NavigateOptions } from '@tanstack/react-router';

/**
 * Screens plug in at run time (web/src/plugins.ts), so their paths are not in the router's static route types.
 * These give a link or a navigation to such a path.
 */
export const pathLink = (href: string) => ({ to: href }) as LinkProps;
export const pathNavigation = (href: string) => ({ to: href }) as NavigateOptions;
