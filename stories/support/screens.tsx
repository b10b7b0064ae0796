import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { api } from '@/api/client'
import type { PersistentInterview, Project } from '@/contract/types'
import { App } from '@/app/app'
import {
  interviewSearch,
  navigationActions,
  type AdminTab,
  type InterviewChoice,
} from '@/app/navigation'
import type { Scenario } from './scenario'

/**
 * A screen story's meta: the whole app, as a user sees it after a page load, starting from
 * `scenario` (seed, signed-in account). The root shell picks the screen from the state the
 * story's beforeEach prepared. The signed-in shell mounts its own toast region, so the
 * preview's is left out.
 */
export function appScreen(scenario: Scenario = {}) {
  return {
    render: () => <App />,
    parameters: { layout: 'fullscreen', toastRegion: false, scenario },
  } as const
}

/** The whole document: dialogs, menus and toasts render outside the story's root. */
export const page = screen

/**
 * A form field by its label, also when required: the label then ends with an asterisk, hidden
 * from the accessible name but part of the label's text. For inputs without a role (password).
 */
export function field(label: string, within: Pick<typeof screen, 'getByLabelText'> = screen) {
  return within.getByLabelText(new RegExp(`^${label}\\*?$`))
}

export async function getProject(id: string): Promise<Project> {
  const { data } = await api.GET('/projects/{id}', { params: { path: { id } } })
  if (!data) throw new Error(`Story setup: project ${id} is not visible to this user`)
  return data
}

export async function getPersistentInterview(id: string): Promise<PersistentInterview> {
  const { data } = await api.GET('/persistent-interviews/{id}', { params: { path: { id } } })
  if (!data) throw new Error(`Story setup: interview ${id} is not visible to this user`)
  return data
}

/** `beforeEach: openAdminPanel('models')`: the admin panel open on that tab. */
export function openAdminPanel(tab: AdminTab) {
  return () => {
    location.hash = `#/admin/${tab}`
  }
}

/** The dashboard's handing over of an interview: the choice, then the interview page's address. */
export function chooseInterview(choice: InterviewChoice) {
  navigationActions.chooseInterview(choice)
  location.hash = `#/interview?${new URLSearchParams(Object.entries(interviewSearch(choice))).toString()}`
}

/** `beforeEach: openInterview(id)`: the interview view of that project (pre-interview screen). */
export function openInterview(projectId: string) {
  return async () => {
    chooseInterview({ kind: 'project', project: await getProject(projectId) })
  }
}

/** Before you start (docs/product.md#consent): ticks I agree to take part, then Start Interview. */
export async function agreeAndStart() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I agree to take part' }))
  await userEvent.click(screen.getByRole('button', { name: 'Start Interview' }))
}

/** The button of the Select labelled `label` (React Aria names it by its value, then label). */
export function selectButton(label: string, container: HTMLElement = document.body) {
  return within(container).findByRole('button', { name: new RegExp(`(^| )${label}$`) })
}

/** Picks `option` in the Select labelled `label`. */
export async function choose(label: string, option: string | RegExp, container?: HTMLElement) {
  await userEvent.click(await selectButton(label, container))
  await userEvent.click(await page.findByRole('option', { name: option }))
}

/** Opens a project's detail dialog from the dashboard's list, as a user does. */
export async function openProject(name: string): Promise<HTMLElement> {
  const list = await page.findByRole('region', { name: /^(My )?Projects$/ })
  await userEvent.click(await within(list).findByRole('button', { name }))
  return page.findByRole('dialog', { name })
}

/** Opens a project's Interview Results dialog as a user does: the project, View Interview Results. */
export async function openResults(name: string): Promise<HTMLElement> {
  const detail = await openProject(name)
  await userEvent.click(within(detail).getByRole('button', { name: 'View Interview Results' }))
  return page.findByRole('dialog', { name: `Interview Results: ${name}` })
}

/**
 * Opens a project's Analysis workspace as a user does: the project, View Interview Results, then
 * Open analysis. Returns the workspace's page once it is there: the dashboard's own main stays
 * until the workspace's code has loaded, so the page is found by its heading's name.
 */
export async function openAnalysis(name: string): Promise<HTMLElement> {
  const results = await openResults(name)
  // Pressed while the Results' read is still in flight, the workspace would share that read
  // rather than make its own, which the stories answer differently.
  await waitFor(
    () =>
      expect(within(results).queryByRole('progressbar', { name: 'Loading interviews' })).toBeNull(),
    { timeout: 15_000 },
  )
  await userEvent.click(await within(results).findByRole('button', { name: 'Open analysis' }))
  return page.findByRole('main', { name: `Analysis: ${name}` }, { timeout: 15_000 })
}

/** Opens the Analysis workspace's `section` by its tab, once the workspace is there. */
export async function openAnalysisSection(name: string, section: string): Promise<HTMLElement> {
  const workspace = await openAnalysis(name)
  await userEvent.click(await within(workspace).findByRole('tab', { name: section }))
  return workspace
}
