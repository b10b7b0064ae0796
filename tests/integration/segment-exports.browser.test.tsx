import { beforeEach, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { clearStaleAnnouncements } from '../support/announcer'
import { captureConsole } from '../support/console'
import { setUpMockWorker } from '../support/mock-worker'
import {
  captureDownloads,
  codeColdCoffee,
  coffee,
  exportFile,
  MADE,
  onlyTheseInterviews,
  openInsights,
  seedPlans,
  chooseIn,
} from './insights-support'

/**
 * Exports of a segment (issue 32, docs/product.md#segments): each file says the segment in its
 * name and inside it, so a copy passed on is never taken for the whole project.
 */

setUpMockWorker()
captureConsole()

beforeEach(async () => {
  clearStaleAnnouncements()
  await onlyTheseInterviews(MADE)
  await seedPlans()
  await codeColdCoffee()
})

// Blob.text() drops the byte-order mark, so the checks allow it either way.
it('names the segment in every export file and inside it', async () => {
  const files = captureDownloads()
  const panel = await openInsights('lead')
  const whole = await exportFile(panel, 'Export CSV', files)
  expect(whole.name).toBe(`${coffee.name}-insights.csv`)
  expect(whole.text).toMatch(/^\uFEFF?Interview ID,/)

  await chooseIn(panel, 'Attribute', 'Plan')
  await chooseIn(panel, 'Value', 'Subscriber')
  await panel.getByRole('button', { name: 'Add filter' }).click()
  await expect
    .element(panel.getByText('Showing 2 of 4 interviews: Plan is Subscriber'))
    .toBeVisible()

  const csv = await exportFile(panel, 'Export CSV', files)
  expect(csv.name).toBe(`${coffee.name} (Plan is Subscriber)-insights.csv`)
  expect(csv.text).toMatch(/^\uFEFF?Segment,Plan is Subscriber\r\nInterview ID,/)

  const json = await exportFile(panel, 'Export JSON', files)
  expect(json.name).toBe(`${coffee.name} (Plan is Subscriber)-insights.json`)
  const parsed = JSON.parse(json.text) as { segment: string; interviews: unknown[] }
  expect(parsed.segment).toBe('Plan is Subscriber')
  expect(parsed.interviews).toHaveLength(2)

  const markdown = await exportFile(panel, 'Export Markdown', files)
  expect(markdown.name).toBe(`${coffee.name} (Plan is Subscriber)-insights.md`)
  expect(markdown.text).toContain('\n\nSegment: Plan is Subscriber\n\n')

  const qdpx = await exportFile(panel, 'Export QDPX', files)
  expect(qdpx.name).toBe(`${coffee.name} (Plan is Subscriber)-coding.qdpx`)

  const before = files.length
  await panel.getByRole('button', { name: 'Export Codebook' }).click()
  await page.getByRole('menuitem', { name: 'CSV' }).click()
  await expect.poll(() => files.length).toBe(before + 1)
  const codebook = files[before]
  expect(codebook?.name).toBe(`${coffee.name} (Plan is Subscriber)-codebook.csv`)
  expect(await codebook?.read()).toMatch(/^\uFEFF?Segment,Plan is Subscriber\r\nName,/)
})
