import { defaultPromptPath } from '../../fixtures'
import { db } from '../db'
import { MISSING_PROMPT_PATH } from '../db/seed'

/**
 * The server-side switches the mock controls offer: they are data (the settings record), so they
 * are stored and shared with the other tabs like any other change.
 */

export interface DataSettings {
  registrationEnabled: boolean
  /** The selected interviewer prompt is a file that does not exist (docs/product.md#dashboard: the configuration banner). */
  brokenPrompt: boolean
}

function settingsRecord() {
  return db.settings.findFirst((q) => q.where({ key: 'settings' }))
}

export function readDataSettings(): DataSettings {
  const settings = settingsRecord()
  const current = settings?.currentPrompt ?? null
  return {
    registrationEnabled: settings?.registrationEnabled ?? true,
    brokenPrompt:
      current === null || !db.promptFiles.all().some((prompt) => prompt.path === current),
  }
}

export async function setRegistrationEnabled(enabled: boolean): Promise<void> {
  await db.settings.update((q) => q.where({ key: 'settings' }), {
    data(settings) {
      settings.registrationEnabled = enabled
    },
  })
}

/** On: the missing prompt file the seed's `brokenPrompt` selects; off: the default prompt. */
export async function setBrokenPrompt(broken: boolean): Promise<void> {
  await db.settings.update((q) => q.where({ key: 'settings' }), {
    data(settings) {
      settings.currentPrompt = broken ? MISSING_PROMPT_PATH : defaultPromptPath
    },
  })
}
