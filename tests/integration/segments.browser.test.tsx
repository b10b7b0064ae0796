import { beforeEach, describe, expect, it } from 'vitest'
import { clearStaleAnnouncements } from '../support/announcer'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { captureConsole } from '../support/console'
import { setUpMockWorker } from '../support/mock-worker'
import {
  codeColdCoffee,
  MADE,
  onlyTheseInterviews,
  openInsights,
  goTo,
  seedPlans,
  chooseIn,
} from './insights-support'

/** The Segment filter and Compare in Insights (docs/product.md#segments), on four interviews. */

setUpMockWorker()
captureConsole()

beforeEach(async () => {
  clearStaleAnnouncements()
  await onlyTheseInterviews(MADE)
  await seedPlans()
})

describe('the lead', () => {
  it('filters every section to one plan, codes included, and says so', async () => {
    await codeColdCoffee()
    const panel = await openInsights('lead')
    await expect.element(panel.getByText('Showing all 4 interviews')).toBeVisible()
    await chooseIn(panel, 'Attribute', 'Plan')
    await chooseIn(panel, 'Value', 'Subscriber')
    await panel.getByRole('button', { name: 'Add filter' }).click()
    await expect
      .element(panel.getByText('Showing 2 of 4 interviews: Plan is Subscriber'))
      .toBeVisible()
    await expect.element(panel.getByText('2 completed interviews', { exact: false })).toBeVisible()
    await goTo('Codebook')
    const codebook = panel.getByRole('grid', { name: 'Codebook' })
    const cold = codebook.getByRole('row').filter({ hasText: 'Arrived cold' })
    await expect.element(cold).toHaveTextContent('2 of 2')
    // The third cold coffee passage is outside the segment, not 'not found'.
    expect(panel.getByText(/not found in their answers/).elements()).toEqual([])
    await expectNoSeriousA11yViolations()

    await goTo('Insights')
    await panel.getByRole('button', { name: 'Remove Plan is Subscriber' }).click()
    await expect.element(panel.getByText('Showing all 4 interviews')).toBeVisible()
  })

  it('compares the two plans theme by theme', async () => {
    const panel = await openInsights('lead', 'compare')
    await chooseIn(panel, 'Compare by', 'Plan')
    const table = panel.getByRole('grid', { name: 'Themes compared' })
    await expect.element(table).toBeVisible()
    // By hand: the cold coffee answers are MADE[0], [1] (Subscriber) and [2] (Pay as you go).
    const cold = table.getByRole('row').filter({ hasText: 'coffee cold on arrival' })
    await expect.element(cold).toHaveTextContent('2 of 2')
    await expect.element(cold).toHaveTextContent('1 of 2')
    await expect.element(cold).toHaveTextContent('+50 points')
    expect(panel.getByRole('list', { name: 'Sentiment of Subscriber' }).elements()).toEqual([])
    await expectNoSeriousA11yViolations()
  })

  it('compares the two plans code by code, beside the themes', async () => {
    await codeColdCoffee()
    const panel = await openInsights('lead', 'compare')
    await chooseIn(panel, 'Compare by', 'Plan')
    const table = panel.getByRole('grid', { name: 'Codes compared' })
    await expect.element(table).toBeVisible()
    const cold = table.getByRole('row').filter({ hasText: 'Arrived cold' })
    await expect.element(cold).toHaveTextContent('2 of 2')
    await expect.element(cold).toHaveTextContent('1 of 2')
    await expect.element(cold).toHaveTextContent('+50 points')
    await expectNoSeriousA11yViolations()
  })

  it('says when a group is too small to compare', async () => {
    const panel = await openInsights('lead')
    await chooseIn(panel, 'Attribute', 'Plan')
    await chooseIn(panel, 'Value', 'Subscriber')
    await panel.getByRole('button', { name: 'Add filter' }).click()
    await goTo('Segments and Compare')
    await chooseIn(panel, 'Compare by', 'Plan')
    await expect.element(panel.getByText('Too few interviews to compare.')).toBeVisible()
  })
})

it('shows admins the sentiment mix of each group', async () => {
  const panel = await openInsights('admin', 'compare')
  await chooseIn(panel, 'Compare by', 'Plan')
  await expect.element(panel.getByRole('list', { name: 'Sentiment of Subscriber' })).toBeVisible()
  // Each row is labelled on screen by its group, not only for screen readers.
  await expect.element(panel.getByText('Sentiment of Subscriber', { exact: true })).toBeVisible()
  await expect
    .element(panel.getByRole('list', { name: 'Sentiment of Pay as you go' }))
    .toBeVisible()
})
