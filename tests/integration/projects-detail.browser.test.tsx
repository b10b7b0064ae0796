import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { fixtureIds, interviewerPrompts } from '../../fixtures'
import { navigation } from '@/app/navigation'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  coffee,
  network,
  COFFEE,
  NETWORK,
  renderDashboard,
  fail,
  openProject,
  setUpProjectTests,
} from './projects-support'

/** The project detail dialog per role. */

const { mock, errors, count } = setUpProjectTests()

describe('project detail', () => {
  it('shows the details with the intensity as n/5 and its label; interviewees get no upkeep', async () => {
    await renderDashboard('interviewee')
    const dialog = await openProject(COFFEE)
    for (const text of ['BeanRunner', 'BeanRunner Express', 'Active', '3/5 (Standard)']) {
      await expect.element(dialog.getByText(text, { exact: true })).toBeVisible()
    }
    for (const name of ['Project Details', 'Product Description']) {
      await expect.element(dialog.getByRole('heading', { name })).toBeVisible()
    }
    await expect.element(dialog.getByText(coffee.productDescription)).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Start Interview' })).toBeVisible()
    await expect
      .element(dialog.getByRole('button', { name: 'View Interview Results' }))
      .toBeVisible()
    for (const name of ['Edit Project', 'Invite Member', 'View Members']) {
      await expect.element(dialog.getByRole('button', { name })).not.toBeInTheDocument()
    }
    await expect
      .element(dialog.getByRole('button', { name: /Interviewer Prompt/ }))
      .not.toBeInTheDocument()
    await expectNoSeriousA11yViolations()

    await page.getByRole('button', { name: 'Close' }).click()
    await expect.element(await openProject(NETWORK)).toHaveTextContent('4/5 (Thorough)')
  })

  it('Start Interview resumes the unfinished interview of the project instead of starting one', async () => {
    await renderDashboard('interviewee')
    const dialog = await openProject(COFFEE)
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.poll(() => navigation.interview?.kind).toBe('resume')
    const choice = navigation.interview
    if (choice?.kind !== 'resume') throw new Error('not resumed')
    expect(choice.interview.interview_id).toBe(fixtureIds.interviews.coffeeInProgress)
    expect(choice.project?.id).toBe(coffee.id)
  })

  it('Start Interview starts one when nothing of the project is in progress', async () => {
    await renderDashboard('interviewee')
    const dialog = await openProject(NETWORK)
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.poll(() => navigation.interview?.kind).toBe('project')
    expect(navigation.interview).toMatchObject({ project: { id: network.id } })
    expect(navigation.interview).not.toHaveProperty('promptOverride')
  })

  it("admins pick a prompt override ('Use global setting' by default) and get every upkeep action", async () => {
    await renderDashboard('admin')
    const dialog = await openProject(NETWORK)
    const select = dialog.getByRole('button', { name: /Interviewer Prompt/ })
    await expect.element(select).toHaveTextContent('Use global setting')
    for (const name of ['Edit Project', 'Invite Member', 'View Members']) {
      await expect.element(dialog.getByRole('button', { name })).toBeVisible()
    }
    await expectNoSeriousA11yViolations()

    const concise = interviewerPrompts[1]
    await select.click()
    await expect
      .element(page.getByRole('option', { name: 'Use global setting' }))
      .toBeInTheDocument()
    await page.getByRole('option', { name: `${concise.filename} - ${concise.description}` }).click()
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.poll(() => navigation.interview?.kind).toBe('project')
    expect(navigation.interview).toMatchObject({
      kind: 'project',
      project: { id: network.id },
      promptOverride: concise.path,
    })
  })

  it('the lead manages the project he leads (coffee), not another one (network)', async () => {
    // A server may also list projects the lead does not lead; the actions follow leadUserId.
    mock.worker.use(
      http.get('*/api/projects', () => HttpResponse.json([coffee, network])),
      http.get('*/api/projects/:id', ({ params }) =>
        HttpResponse.json(params.id === network.id ? network : coffee),
      ),
    )
    await renderDashboard('lead')
    let dialog = await openProject(COFFEE)
    for (const name of ['Edit Project', 'Invite Member', 'View Members']) {
      await expect.element(dialog.getByRole('button', { name })).toBeVisible()
    }
    await expect
      .element(dialog.getByRole('button', { name: /Interviewer Prompt/ }))
      .not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Close' }).click()

    dialog = await openProject(NETWORK)
    await expect.element(dialog.getByRole('button', { name: 'Start Interview' })).toBeVisible()
    for (const name of ['Edit Project', 'Invite Member', 'View Members']) {
      await expect.element(dialog.getByRole('button', { name })).not.toBeInTheDocument()
    }
  })

  it("shows 'Failed to list interviews' when the unfinished-interview check fails", async () => {
    mock.worker.use(http.get('*/api/persistent-interviews', () => fail(500, 'Down')))
    await renderDashboard('interviewee')
    const dialog = await openProject(COFFEE)
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to list interviews')
    expect(errors()).toContain('Failed to list interviews')
    expect(navigation.interview).toBeNull()
  })

  it("shows 'Failed to resume interview' when the unfinished interview cannot be loaded", async () => {
    mock.worker.use(
      http.get('*/api/persistent-interviews/:id', ({ params }) =>
        params.id === 'in-progress' ? undefined : fail(500, 'Down'),
      ),
    )
    await renderDashboard('interviewee')
    const dialog = await openProject(COFFEE)
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to resume interview')
    expect(errors()).toContain('Failed to get interview')
    expect(navigation.interview).toBeNull()
  })

  it('asks once on a 404: a refusal is not tried again', async () => {
    mock.worker.use(http.get('*/api/projects/:id', () => fail(404, 'Nope')))
    await renderDashboard('admin')
    const dialog = await openProject(COFFEE)
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Project not found')
    // Longer than the retry delay of a request that got no answer (src/api/query.ts).
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(count(`GET /api/projects/${coffee.id}`)).toBe(1)
  })
})
