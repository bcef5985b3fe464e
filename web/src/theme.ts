import { createTheme } from '@mantine/core';

/** Dense business screens: small controls, system fonts (nothing fetched at run time). */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps primary text (links) and white-on-primary above 4.5:1 contrast (axe color-contrast).
  primaryShade: 7,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  components: {
    // Toasts' close button has no text: name it (axe button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // Dialogs' and drawers' close buttons likewise (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } },
    // A menu holds only menu items: Mantine's focus placeholder (role presentation) inside role menu fails axe
    // aria-required-children; without it the first item takes focus when a menu opens by keyboard.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    TextInput: { defaultProps: { size: 'sm' } },
    Button: { defaultProps: { size: 'sm' } },
  },
});
