import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const FONT =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7: white on the primary colour and the primary colour on the page's grey both reach 4.5:1 (WCAG AA).
  primaryShade: { light: 7, dark: 5 },
  fontFamily: FONT,
  headings: { fontFamily: FONT, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    Textarea: { defaultProps: { radius: 'md' } },
    // Mantine leaves a dialog's ✕ unnamed for screen readers.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // A dialog's title bar is a <header>, which axe counts as a second banner beside the page's: a plain div.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

/**
 * Mantine's dimmed text (gray 6) is 3.3:1 on white and its placeholders (gray 5) 2.1:1; these greys reach 4.5:1
 * (WCAG AA) on white and on the page's gray 0, so secondary text and the pickers' "Pick date and time" stay readable.
 * Its field messages (red 6) are 3.3:1; red 9 is 5.9:1.
 * Light badges and alerts write shade 9 on shade 1, which is under 4.5:1 for these colours (teal 4.33:1: the
 * "Paid" and "Online" badges; yellow 2.69:1): shade 9 darkened until it reaches 5:1 on shade 1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#656c73',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': '#bb2727',
    '--mantine-color-cyan-light-color': '#0b6d80',
    '--mantine-color-teal-light-color': '#077252',
    '--mantine-color-green-light-color': '#247434',
    '--mantine-color-lime-light-color': '#48730a',
    '--mantine-color-yellow-light-color': '#a15300',
    '--mantine-color-orange-light-color': '#b23b0c',
  },
  dark: {},
});
