import { describe, expect, it } from 'vitest'
import { darkColors, lightColors, tones, type ColorTokens } from './tokens'

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Every foreground/background pair the primitives draw, with the ratio it needs. */
function pairs({ color, tone, sentiment }: ColorTokens): [string, string, string, number][] {
  const surfaces = {
    background: color.background,
    surface: color.surface,
    surfaceRaised: color.surfaceRaised,
  }
  const list: [string, string, string, number][] = []
  for (const [name, bg] of Object.entries({
    ...surfaces,
    surfaceHover: color.surfaceHover,
    dangerSurface: color.dangerSurface,
  })) {
    list.push([`text on ${name}`, color.text, bg, 4.5])
  }
  for (const [name, bg] of Object.entries({ ...surfaces, surfaceHover: color.surfaceHover })) {
    list.push([`textMuted on ${name}`, color.textMuted, bg, 4.5])
    list.push([`primary (links) on ${name}`, color.primary, bg, 4.5])
  }
  for (const [name, bg] of Object.entries({ ...surfaces, dangerSurface: color.dangerSurface })) {
    list.push([`danger (error text) on ${name}`, color.danger, bg, 4.5])
  }
  for (const [name, bg] of Object.entries(surfaces)) {
    list.push([`success on ${name}`, color.success, bg, 4.5])
    list.push([`warning on ${name}`, color.warning, bg, 4.5])
    // WCAG 1.4.11: control boundaries and focus indicators need 3:1.
    list.push([`border on ${name}`, color.border, bg, 3])
    list.push([`focusRing on ${name}`, color.focusRing, bg, 3])
  }
  list.push(['primaryText on primary', color.primaryText, color.primary, 4.5])
  list.push(['primaryText on primaryHover', color.primaryText, color.primaryHover, 4.5])
  list.push(['dangerText on danger', color.dangerText, color.danger, 4.5])
  list.push(['dangerText on dangerHover', color.dangerText, color.dangerHover, 4.5])
  for (const name of tones) {
    list.push([`tone ${name}`, tone[name].text, tone[name].background, 4.5])
  }
  for (const [name, pair] of Object.entries(sentiment)) {
    list.push([`sentiment ${name}`, pair.text, pair.background, 4.5])
  }
  return list
}

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme colours', (_name, colors) => {
  it.each(pairs(colors))('%s reaches WCAG AA', (_pair, fg, bg, needed) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(needed)
  })
})

describe('contrast()', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
