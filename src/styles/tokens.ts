/**
 * Raw design tokens. They live outside the .css.ts files so node tests can check them
 * (contrast ratios) without the vanilla-extract compiler; theme.css.ts turns them into classes.
 */

/**
 * The sentiment values that have badge colours (src/domain/sentiment.ts is the vocabulary).
 * styles imports nothing outside itself, so the names are spelled here: src/ui indexes their
 * colours (sentiment-colors.ts) by the domain's Sentiment and fails to compile while one has none,
 * and src/ui/badge-colors.test.ts fails on a name the domain does not have.
 */
export type SentimentValue =
  | 'excited'
  | 'positive'
  | 'thoughtful'
  | 'interested'
  | 'helpful'
  | 'informative'
  | 'neutral'
  | 'technical'
  | 'indifferent'
  | 'skeptical'
  | 'sceptical'
  | 'confused'
  | 'annoyed'
  | 'unknown'

/** Tones shared by Badge, Alert and Toast. */
export const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const

export type Tone = (typeof tones)[number]

/** A background with the text colour that reads on it. */
type ColorPair = {
  background: string
  text: string
}

// Type aliases, not interfaces: vanilla-extract's token types need implicit index signatures.
export type ColorTokens = {
  color: {
    /** The page behind everything. */
    background: string
    /** Cards, panels, inputs. */
    surface: string
    /** Modals, popovers, menus, toasts. */
    surfaceRaised: string
    /** Hover and selected rows on a surface. */
    surfaceHover: string
    text: string
    textMuted: string
    /** Boundaries of controls (inputs, checkboxes): at least 3:1 against surfaces. */
    border: string
    /** Dividers and card outlines: decorative, no contrast requirement. */
    borderSubtle: string
    focusRing: string
    /** Primary buttons and links (links also read as text on every surface). */
    primary: string
    /** Text on `primary`. */
    primaryText: string
    primaryHover: string
    /** Danger buttons and error text (reads on every surface and on `dangerSurface`). */
    danger: string
    /** Text on `danger`. */
    dangerText: string
    dangerHover: string
    /** The red configuration-error banner and error alerts; its text is `text`. */
    dangerSurface: string
    success: string
    warning: string
    /** Modal backdrop. */
    overlay: string
  }
  tone: Record<Tone, ColorPair>
  sentiment: Record<SentimentValue, ColorPair>
  shadow: { sm: string; md: string; lg: string }
}

export const lightColors: ColorTokens = {
  color: {
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#eef1f5',
    text: '#16181d',
    textMuted: '#4f5562',
    border: '#838a97',
    borderSubtle: '#dde1e7',
    focusRing: '#1d5bd8',
    primary: '#1d4ed8',
    primaryText: '#ffffff',
    primaryHover: '#1e40af',
    danger: '#b42318',
    dangerText: '#ffffff',
    dangerHover: '#912018',
    dangerSurface: '#fdecea',
    success: '#067647',
    warning: '#93370d',
    overlay: 'rgba(16, 18, 24, 0.5)',
  },
  tone: {
    neutral: { background: '#eceef2', text: '#363b45' },
    info: { background: '#e0ecff', text: '#1a3f9c' },
    success: { background: '#dcf7e6', text: '#085d3a' },
    warning: { background: '#fdf0c8', text: '#7a2e0e' },
    danger: { background: '#fde4e1', text: '#912018' },
  },
  sentiment: {
    excited: { background: '#fde6f2', text: '#8a1652' },
    positive: { background: '#dcf7e6', text: '#085d3a' },
    thoughtful: { background: '#ece9fe', text: '#4a1fb8' },
    interested: { background: '#dbeafe', text: '#1e429f' },
    helpful: { background: '#d2f8ee', text: '#0b5248' },
    informative: { background: '#def1fc', text: '#075276' },
    neutral: { background: '#eceef2', text: '#363b45' },
    technical: { background: '#e2e7ff', text: '#3730a3' },
    indifferent: { background: '#f1f1ec', text: '#4a4a42' },
    skeptical: { background: '#fdf0c8', text: '#7a2e0e' },
    sceptical: { background: '#fdf0c8', text: '#7a2e0e' },
    confused: { background: '#fde9d6', text: '#8a2c0d' },
    annoyed: { background: '#fde4e1', text: '#912018' },
    unknown: { background: '#f3f4f6', text: '#4b5563' },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.2)',
  },
}

export const darkColors: ColorTokens = {
  color: {
    background: '#0f1115',
    surface: '#171a21',
    surfaceRaised: '#1f232c',
    surfaceHover: '#282d38',
    text: '#e9ebf0',
    textMuted: '#a6adba',
    border: '#767e8c',
    borderSubtle: '#2d323d',
    focusRing: '#84a9ff',
    primary: '#8ab4ff',
    primaryText: '#0b1430',
    primaryHover: '#a9c7ff',
    danger: '#ff8f85',
    dangerText: '#2b0905',
    dangerHover: '#ffaca4',
    dangerSurface: '#3b1513',
    success: '#6fdca6',
    warning: '#f6bd60',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  tone: {
    neutral: { background: '#2d323d', text: '#d3d8e0' },
    info: { background: '#1b2f5c', text: '#c3d7ff' },
    success: { background: '#103c28', text: '#a9f1c8' },
    warning: { background: '#4a2c08', text: '#fde28c' },
    danger: { background: '#531a14', text: '#fecdc8' },
  },
  sentiment: {
    excited: { background: '#4a1431', text: '#fbcfe6' },
    positive: { background: '#103c28', text: '#a9f1c8' },
    thoughtful: { background: '#2f2166', text: '#dcd8fe' },
    interested: { background: '#1b2f5c', text: '#c3d7ff' },
    helpful: { background: '#0f3b36', text: '#9ff3df' },
    informative: { background: '#0d3450', text: '#bfe6fc' },
    neutral: { background: '#2d323d', text: '#d3d8e0' },
    technical: { background: '#28295e', text: '#cbd3fe' },
    indifferent: { background: '#34342e', text: '#deded4' },
    skeptical: { background: '#4a2c08', text: '#fde28c' },
    sceptical: { background: '#4a2c08', text: '#fde28c' },
    confused: { background: '#4d2411', text: '#fed8ae' },
    annoyed: { background: '#531a14', text: '#fecdc8' },
    unknown: { background: '#262b35', text: '#bcc3cf' },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
}

/** Tokens that do not change with the colour mode. Strings, as CSS custom properties are. */
export const scaleTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  lineHeight: { tight: '1.25', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  zIndex: { base: '0', raised: '1', sticky: '10', modal: '100', popover: '200', toast: '300' },
} as const

export type SpaceToken = keyof typeof scaleTokens.space
