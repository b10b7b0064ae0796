import { readdir, readFile } from 'node:fs/promises'
import { PROMPT_FILE_NAME, parsePromptFile } from '../../fixtures/prompt-file'
import type { FixtureInterviewerPrompt } from '../../fixtures/types'
import { db } from '../db'

/** prompts/interviewer/ of this checkout, wherever the server is started from. */
const REPOSITORY_PROMPTS = new URL('../../prompts/interviewer/', import.meta.url)

/** Every prompt file in the directory, by name; none when it cannot be read. */
async function readPrompts(directory: URL): Promise<FixtureInterviewerPrompt[]> {
  let names: string[]
  try {
    names = await readdir(directory)
  } catch {
    return []
  }
  const files = names.filter((name) => PROMPT_FILE_NAME.test(name)).sort()
  return Promise.all(
    files.map(async (name) =>
      parsePromptFile(name, await readFile(new URL(name, directory), 'utf8')),
    ),
  )
}

const same = (a: FixtureInterviewerPrompt, b: FixtureInterviewerPrompt) =>
  a.description === b.description && a.style === b.style && a.content === b.content

/**
 * Makes the data's prompt files those on disk, so an admin adds, edits or removes a prompt by
 * editing the directory. Only what differs is written: an unchanged directory journals nothing.
 */
export async function syncPromptFiles(directory: URL = REPOSITORY_PROMPTS): Promise<void> {
  const onDisk = await readPrompts(directory)
  if (onDisk.length === 0) return
  const wanted = new Map(onDisk.map((prompt) => [prompt.path, prompt]))
  for (const record of db.promptFiles.all()) {
    const file = wanted.get(record.path)
    if (!file) db.promptFiles.delete(record)
    else if (!same(record, file)) {
      await db.promptFiles.update(record, {
        data: (draft) => {
          Object.assign(draft, file)
        },
      })
    }
    wanted.delete(record.path)
  }
  for (const file of wanted.values()) await db.promptFiles.create({ ...file })
}
