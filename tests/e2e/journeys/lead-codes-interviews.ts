import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import type { Locator, Page } from 'playwright'
import { expect } from 'vitest'
import { injectedFailureMessage } from '../../../mocks/faults/fault-settings'
import { projectSchemaErrors } from '../../standards/validate'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  button,
  choose,
  dialog,
  gone,
  openApp,
  openProject,
  signIn,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

/**
 * A passage of two completed BeanRunner interviews (fixtures/interviews), each coded with a new
 * code; the second code is then merged into the first.
 */
const CODINGS = [
  {
    interviewee: 'Carlos Mendes',
    passage: 'Mostly I wanted those fifteen minutes back.',
    code: 'Time won back',
  },
  {
    interviewee: 'Naomi Fischer',
    passage: 'Ten minutes in the queue',
    code: 'Queueing for coffee',
  },
] as const
const [KEPT, MERGED] = CODINGS

/** The Results dialog's item of one interviewee's interview. */
const interviewItem = (page: Page, results: Locator, name: string) =>
  results.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

/**
 * In the interview's details, Code this answer on the answer holding `passage`: the dialog
 * opens with the whole answer, which is trimmed to the passage, and a new code is created.
 */
async function codePassage(
  page: Page,
  results: Locator,
  { interviewee, passage, code }: (typeof CODINGS)[number],
): Promise<void> {
  await button(interviewItem(page, results, interviewee), 'View Details').click()
  const details = await visible(dialog(page, 'Interview Details'))
  const answer = details
    .getByRole('list', { name: 'Questions and answers' })
    .getByRole('listitem')
    .filter({ hasText: passage })
  await button(answer, 'Code this answer').click()

  const adding = await visible(dialog(page, 'Add Code'))
  const passageBox = adding.getByRole('textbox', { name: 'Passage' })
  const whole = await passageBox.inputValue()
  expect(whole).toContain(passage)
  expect(whole.length).toBeGreaterThan(passage.length)
  await passageBox.fill(passage)
  await adding.getByRole('combobox', { name: 'Code' }).fill(code)
  await page.getByRole('option', { name: `Create "${code}"`, exact: true }).click()
  await button(adding, 'Add Code').click()
  await gone(adding)

  // Marked in the answer, and listed under it as a removable chip.
  await visible(answer.locator('mark').filter({ hasText: passage }))
  await visible(button(answer, `Remove code ${code}`))
  await button(details, 'Close').click()
  await gone(details)
}

/** The Codebook table's row of the code `name`. */
const codeRow = (page: Page, codebook: Locator, name: string) =>
  codebook
    .getByRole('grid', { name: 'Codebook' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })

/** How long a row's button is given to open its dialog before it is pressed again. */
const OPEN_TIMEOUT_MS = 3_000

/**
 * Opens a row's dialog with the row's button. The table is virtualized and wider than the
 * Results dialog: scrolling the button into view re-renders the rows, and a click landing in
 * that moment presses nothing. As a person would, the button is pressed again.
 */
async function openRowDialog(rowButton: Locator, opened: Locator): Promise<Locator> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await rowButton.click()
    const shown = await opened.waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS }).then(
      () => true,
      () => false,
    )
    if (shown) return opened
  }
  return visible(opened)
}

/** The texts each code's selections select in their sources, counting code points (REFI-QDA §10.2). */
function selectedPassages(files: Map<string, string>): Map<string, string[]> {
  const project = files.get('project.qde') ?? ''
  const codeNames = new Map(
    [...project.matchAll(/<Code guid="([^"]+)" name="([^"]+)"/g)].map(([, guid, name]) => [
      guid,
      name,
    ]),
  )
  const passages = new Map<string, string[]>()
  const sources =
    /<TextSource [^>]*?plainTextPath="internal:\/\/([^"]+)"[^>]*?(?:\/>|>([\s\S]*?)<\/TextSource>)/g
  const selections =
    /<PlainTextSelection [^>]*?startPosition="(\d+)" endPosition="(\d+)"[\s\S]*?<CodeRef targetGUID="([^"]+)"/g
  for (const [, path, body = ''] of project.matchAll(sources)) {
    const text = Array.from(files.get(`sources/${path}`) ?? '')
    for (const [, start, end, guid = ''] of body.matchAll(selections)) {
      const name = codeNames.get(guid) ?? guid
      const selected = text.slice(Number(start), Number(end)).join('')
      passages.set(name, [...(passages.get(name) ?? []), selected])
    }
  }
  return passages
}

/**
 * The lead codes a passage in each of two interviews with a new code, merges one code into the
 * other in Insights' Codebook, and exports QDPX: the project validates against the REFI-QDA
 * schema and the kept code selects both passages in their sources. Under faults the merge fails
 * once: he merges again.
 */
export const leadCodesInterviewsJourney: Journey = {
  name: 'the lead codes two interviews, merges two codes and exports a valid QDPX',
  faults: { failOnce: ['mergeCode'] },
  async run({ page, appUrl, faulted }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.lead)
    const details = await openProject(page, COFFEE_PROJECT)
    await button(details, 'View Interview Results').click()
    const results = await visible(dialog(page, `Interview Results: ${COFFEE_PROJECT}`))
    for (const coding of CODINGS) await codePassage(page, results, coding)

    await results.getByRole('tab', { name: 'Insights' }).click()
    const codebook = await visible(results.getByRole('region', { name: 'Codebook', exact: true }))
    await visible(codeRow(page, codebook, KEPT.code))
    await expectNoSeriousA11yViolations(page, 'Codebook')

    const merge = await openRowDialog(
      button(codeRow(page, codebook, MERGED.code), 'Merge into…'),
      dialog(page, `Merge ${MERGED.code} into…`),
    )
    await choose(merge, 'Target code', KEPT.code)
    await button(merge, 'Merge').click()
    if (faulted) {
      // The server's message when it sends one (the injected fault's), else the spec's.
      await visible(
        merge.getByRole('alert').filter({
          hasText: new RegExp(
            `Failed to merge the codes|${injectedFailureMessage('mergeCode', true)}`,
          ),
        }),
      )
      await button(merge, 'Merge').click()
    }
    await gone(merge)
    await gone(codeRow(page, codebook, MERGED.code))
    const kept = codeRow(page, codebook, KEPT.code)
    // After the Name (the row header): Description, Parent, Highlights, Interviews, Actions.
    const [highlights, interviews] = await kept
      .getByRole('gridcell')
      .evaluateAll((cells) => cells.slice(2, 4).map((cell) => cell.textContent ?? ''))
    expect(highlights).toBe('2')
    expect(interviews).toMatch(/^2 of \d+$/)
    await visible(
      codebook
        .getByRole('list', { name: 'Activity' })
        .getByRole('listitem')
        .first()
        .filter({ hasText: `merged the code ${MERGED.code} into ${KEPT.code}` }),
    )

    const downloading = page.waitForEvent('download')
    await button(results, 'Export QDPX').click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.qdpx$/)
    const zipped = unzipSync(new Uint8Array(await readFile(await download.path())))
    const files = new Map(Object.entries(zipped).map(([name, data]) => [name, strFromU8(data)]))
    const project = files.get('project.qde') ?? ''
    expect(project).toContain(`name="${COFFEE_PROJECT}"`)
    expect(await projectSchemaErrors(project)).toEqual([])
    const passages = selectedPassages(files)
    expect([...(passages.get(KEPT.code) ?? [])].sort()).toEqual(
      [KEPT.passage, MERGED.passage].sort(),
    )
    expect(passages.has(MERGED.code)).toBe(false)
    expect(project).not.toContain(`name="${MERGED.code}"`)
  },
}
