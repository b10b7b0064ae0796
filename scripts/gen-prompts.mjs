// Copies the interviewer prompt files (prompts/interviewer/*.txt) into one JSON module, the form
// every runtime loads alike: the demo in the browser, Storybook, the node tests and tsx. The
// standalone server reads the directory itself, so a file added there shows without this.
import { readdir, readFile, writeFile } from 'node:fs/promises'

const root = new URL('../', import.meta.url)
export const promptDirectory = new URL('prompts/interviewer/', root)
export const output = new URL('fixtures/interviewer-prompts.gen.json', root)

/** Every prompt file's text by file name, in name order. */
export async function promptTexts() {
  const names = (await readdir(promptDirectory)).filter((name) => name.endsWith('.txt')).sort()
  const entries = await Promise.all(
    names.map(async (name) => [name, await readFile(new URL(name, promptDirectory), 'utf8')]),
  )
  return Object.fromEntries(entries)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(output, `${JSON.stringify(await promptTexts(), null, 2)}\n`)
  console.log(`Wrote ${output.pathname}`)
}
