import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import type { Locator, Page } from 'playwright'
import { expect } from 'vitest'
import { injectedFailureMessage } from '../../../mocks/faults/fault-settings'
import { projectSchemaErrors } from '../../standards/validate'
import { addressedProjectId, codeId, follow, goBack, reload } from '../support/addresses'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  button,
  choose,
  dialog,
  gone,
  heading,
  openAnalysisFromResults,
  openApp,
  openProject,
  openSection,
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

/**
 * A code's action in its Codebook row: a button of its own where the table has room for every
 * column, else an item of the row's actions menu.
 */
async function rowAction(page: Page, row: Locator, code: string, action: string): Promise<void> {
  const own = button(row, action)
  if (await own.isVisible()) {
    await own.click()
    return
  }
  await row.getByRole('button', { name: `Actions for ${code}`, exact: true }).click()
  await page.getByRole('menuitem', { name: action, exact: true }).click()
}

/** A Codebook row's figure under the column `name` ('Highlights'), whichever columns fit. */
async function rowFigure(codebook: Locator, row: Locator, name: string): Promise<string> {
  const columns = await codebook
    .getByRole('grid', { name: 'Codebook' })
    .getByRole('columnheader')
    .allTextContents()
  const cells = await row.locator('[role="rowheader"], [role="gridcell"]').allTextContents()
  return cells[columns.findIndex((column) => column.trim() === name)] ?? ''
}

/** How long a row's button is given to open its dialog before it is pressed again. */
const OPEN_TIMEOUT_MS = 3_000

/**
 * Opens a row's dialog with the row's action. The table is virtualized: scrolling the action
 * into view re-renders the rows, and a click landing in that moment presses nothing. As a
 * person would, the action is pressed again.
 */
async function openRowDialog(press: () => Promise<void>, opened: Locator): Promise<Locator> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await press()
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
 * other in the Analysis workspace's Codebook, and exports QDPX: the project validates against
 * the REFI-QDA schema and the kept code selects both passages in their sources. The Codebook
 * survives a reload, Back returns to Insights, and the kept code's address opens its passages.
 * Under faults the merge fails once: he merges again.
 */
export const leadCodesInterviewsJourney: Journey = {
  name: 'the lead codes two interviews, merges two codes and exports a valid QDPX',
  faults: { failOnce: ['mergeCode'] },
  async run({ page, appUrl, apiOrigin, faulted }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.lead)
    const details = await openProject(page, COFFEE_PROJECT)
    await button(details, 'View Interview Results').click()
    const results = await visible(dialog(page, `Interview Results: ${COFFEE_PROJECT}`))
    for (const coding of CODINGS) await codePassage(page, results, coding)

    const main = await openAnalysisFromResults(page, COFFEE_PROJECT)
    await visible(heading(main, 'Overview'))
    await openSection(page, 'Codebook')
    const codebook = await visible(main.getByRole('region', { name: 'Codebook', exact: true }))
    await visible(codeRow(page, codebook, KEPT.code))
    await expectNoSeriousA11yViolations(page, 'Codebook')

    const merge = await openRowDialog(
      () => rowAction(page, codeRow(page, codebook, MERGED.code), MERGED.code, 'Merge into…'),
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
    expect(await rowFigure(codebook, kept, 'Highlights')).toBe('2')
    expect(await rowFigure(codebook, kept, 'Interviews')).toMatch(/^2 of \d+$/)
    await visible(
      codebook
        .getByRole('list', { name: 'Activity' })
        .getByRole('listitem')
        .first()
        .filter({ hasText: `merged the code ${MERGED.code} into ${KEPT.code}` }),
    )

    // The merge was made: the reload re-arms no failure that could strike again.
    await reload(page, codeRow(page, codebook, KEPT.code))
    await goBack(page, heading(main, 'Overview'))
    // The kept code's address opens the Codebook at it, its passages shown.
    const projectId = addressedProjectId(page)
    const keptId = await codeId(page, apiOrigin, projectId, KEPT.code)
    await follow(page, `/projects/${projectId}/analysis/codebook?code=${keptId}`)
    const keptPassages = await visible(
      main.getByRole('region', { name: `Passages of ${KEPT.code}`, exact: true }),
    )
    await visible(keptPassages.getByText(MERGED.passage))
    await openSection(page, 'Insights')

    const downloading = page.waitForEvent('download')
    await button(main, 'Export QDPX').click()
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
