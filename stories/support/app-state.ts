import { seedDatabase, type SeedOptions } from '../../mocks/db/seed'
import { colorSchemeActions, type ResolvedColorScheme } from '@/lib/color-scheme'
import { resetAppState } from '../../tests/support/app-state'

/**
 * Puts the app back where a fresh page load would be, then seeds the mock database again (the
 * stories share one page, and so one set of module-level stores, under the vitest addon and in
 * the Storybook UI alike).
 */
export async function resetApp(theme: ResolvedColorScheme, seed: SeedOptions = {}): Promise<void> {
  resetAppState()
  // The app's own theme pickers then agree with the toolbar's theme.
  colorSchemeActions.setChoice(theme)
  await seedDatabase(seed)
}
