import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { ws } from 'msw'
import { expect } from 'vitest'
import { page } from 'vitest/browser'
import { api } from '@/api/client'
import type { Project, User } from '@/contract/types'
import InterviewPage from '@/app/interview-page'
import { interviewSearch, navigationActions, type InterviewChoice } from '@/app/navigation'
import { validateInterviewSearch } from '@/app/router'
import { ShellContext } from '@/app/shell-context'
import { renderWithColorScheme } from '../support/render'

/**
 * Shared steps of the interview screens' browser tests: sign in through the mock API, render the
 * interview page the way the shell does (the dashboard stands in as a heading), and answer
 * questions as a user would, by voice or by typing.
 */

export async function getProject(id: string): Promise<Project> {
  const { data } = await api.GET('/projects/{id}', { params: { path: { id } } })
  if (!data) throw new Error(`project ${id} not found`)
  return data
}

/**
 * The shell's part: the interview page at its address, and the dashboard (a heading standing in)
 * at `/`, where every way out of the interview leads.
 */
export function renderInterview(user: User, choice: InterviewChoice) {
  navigationActions.chooseInterview(choice)
  const root = createRootRoute({ component: Outlet })
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <main>
        <h1>Dashboard</h1>
      </main>
    ),
  })
  const interview = createRoute({
    getParentRoute: () => root,
    path: 'interview',
    validateSearch: validateInterviewSearch,
    component: InterviewPage,
  })
  const router = createRouter({
    routeTree: root.addChildren([dashboard, interview]),
    history: createMemoryHistory({
      initialEntries: [
        `/interview?${new URLSearchParams(Object.entries(interviewSearch(choice))).toString()}`,
      ],
    }),
  })
  const header = (
    <header>
      <h1>Welcome, {user.firstName}!</h1>
    </header>
  )
  return renderWithColorScheme(
    <ShellContext.Provider value={{ user, header }}>
      <RouterProvider router={router} />
    </ShellContext.Provider>,
  )
}

export const interviewSocket = ws.link('*/ws/interviews/:id')

/** The empty binary frame that ends an answer. */
export function isEndFrame(data: unknown): boolean {
  return data instanceof Blob && data.size === 0
}

/** The socket refuses every connection before 'ready': answers go over HTTP. */
export function socketUnavailable() {
  return interviewSocket.addEventListener('connection', ({ client }) => {
    client.close(4000, 'No sockets today')
  })
}

const QUESTION_LABEL = /^(Follow-up )?Question \d+(\.\d+)*$/

export const questionHeading = () => page.getByRole('heading', { level: 3, name: QUESTION_LABEL })
export const completedHeading = () => page.getByRole('heading', { name: 'Interview Completed' })

/** The current question's label ('Question 2', 'Follow-up Question 2.1'), or null. */
export function currentLabel(): string | null {
  return questionHeading().query()?.textContent ?? null
}

export async function startInterview(): Promise<void> {
  await page.getByRole('checkbox', { name: 'I agree to take part' }).click()
  await page.getByRole('button', { name: 'Start Interview' }).click()
  await expect.element(questionHeading()).toBeVisible()
}

/** Waits until the question on screen is no longer `label` (the next one, or the end). */
export async function nextQuestionAfter(label: string | null): Promise<void> {
  await expect
    .poll(() => completedHeading().query() !== null || currentLabel() !== label, {
      timeout: 10_000,
    })
    .toBe(true)
}

/** Records one answer with the fake microphone: Start Recording, wait for sound, Stop. */
export async function speak(): Promise<void> {
  await page.getByRole('button', { name: 'Start Recording' }).click()
  await expect.element(page.getByText('Recording in progress...')).toBeVisible()
  // The meter moves once the microphone delivers sound: the recording then has audio in it.
  await expect
    .poll(() => Number(page.getByRole('meter').query()?.getAttribute('aria-valuenow') ?? 0))
    .toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Stop Recording' }).click()
}

/** Answers by voice until Interview Completed; returns the labels of the questions answered. */
export async function speakUntilCompleted(): Promise<string[]> {
  const labels: string[] = []
  for (let turn = 0; turn < 40 && completedHeading().query() === null; turn++) {
    const label = currentLabel()
    if (label) labels.push(label)
    await speak()
    await nextQuestionAfter(label)
  }
  await expect.element(completedHeading()).toBeVisible()
  return labels
}

/** Types one answer into the open 'Type response instead' form. */
export async function typeAnswer(text: string): Promise<void> {
  const label = currentLabel()
  await page.getByRole('textbox', { name: 'Your response' }).fill(text)
  await page.getByRole('button', { name: 'Submit Response' }).click()
  await nextQuestionAfter(label)
}

/** Types `answer(turn)` until Interview Completed; returns the labels of the questions answered. */
export async function typeUntilCompleted(answer: (turn: number) => string): Promise<string[]> {
  await page.getByRole('button', { name: 'Type response instead' }).click()
  const labels: string[] = []
  for (let turn = 0; turn < 60 && completedHeading().query() === null; turn++) {
    const label = currentLabel()
    if (label) labels.push(label)
    await typeAnswer(answer(turn))
  }
  await expect.element(completedHeading()).toBeVisible()
  return labels
}
