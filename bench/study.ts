import type { Browser } from 'playwright'
import WebSocket from 'ws'
import { fixtureIds, participantLinks } from '../fixtures'
import { frameText } from '../scripts/contract/socket'
import { fetchedAssets, total, type Asset } from './first-load'
import type { Figure } from './report'
import { median, percentile } from './stats'
import { signInOverHttp } from '../tests/support/http-steps'

/**
 * The study's figures (issue 31): a participant link's first load beside the sign-in screen's,
 * the watch-live delay (an answer saved → the observer has it); the funnel's row is
 * ./study-funnel.ts.
 */

export const STUDY_SECTION = 'Studies (issue 31)'

const STUDY_BUDGETS = { joinRatio: 1.3, watchLiveP95Ms: 1000 } as const

/** BeanRunner's demo link, whose token is fixed (fixtures/participant-links.ts). */
const [newsletter] = participantLinks

const kb = (assets: readonly Asset[]) => total(assets, 'gzip') / 1000

/** The join page (`/join/{token}`) until its consent shows, and the sign-in screen, cold. */
export async function measureJoinFirstLoad(
  browser: Browser,
  appUrl: string,
): Promise<{ signIn: Asset[]; join: Asset[] }> {
  const signIn = await fetchedAssets(browser, appUrl, (page) =>
    page.getByRole('textbox', { name: 'Email' }).waitFor(),
  )
  const join = await fetchedAssets(browser, `${appUrl}join/${newsletter.token}`, (page) =>
    page.getByRole('checkbox', { name: 'I agree to take part' }).waitFor(),
  )
  return { signIn, join }
}

export function joinFirstLoadFigures({
  signIn,
  join,
}: {
  signIn: Asset[]
  join: Asset[]
}): Figure[] {
  return [
    {
      section: STUDY_SECTION,
      metric: 'Live build, participant link page (/join/{token}), gzip',
      value: kb(join),
      unit: 'kB',
      note: `${join.length} files, fetched until 'I agree to take part' shows`,
    },
    {
      section: STUDY_SECTION,
      metric: 'Participant link page ÷ sign-in screen, gzip',
      value: kb(join) / kb(signIn),
      unit: '×',
      budget: { max: STUDY_BUDGETS.joinRatio, label: `≤ ${STUDY_BUDGETS.joinRatio}×` },
      note: `sign-in screen ${kb(signIn).toFixed(1)} kB`,
    },
  ]
}

async function post(url: string, token: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}`)
}

/**
 * The lead watches Ines's coffee interview on the observe socket while she records `samples`
 * answers over HTTP (a question, then its answer, as the app saves them); each delay runs from
 * sending the answer to the observer's message carrying it.
 */
export async function measureWatchLiveDelays(apiUrl: string, samples: number): Promise<number[]> {
  const lead = (await signInOverHttp(`${apiUrl}/api`, 'lead')).token
  const ines = (await signInOverHttp(`${apiUrl}/api`, 'interviewee')).token
  const id = fixtureIds.interviews.coffeeInProgress
  const seen = new Map<string, number>()
  const socket = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/ws/observe/${id}?token=${lead}`)
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(frameText(data)) as {
        type: string
        question?: { id: string; answer: string | null }
      }
      if (message.type === 'snapshot') resolve()
      if (message.type === 'observedQuestion' && message.question?.answer != null) {
        seen.set(message.question.id, performance.now())
      }
    })
    socket.on('close', (code) => reject(new Error(`the observe socket closed with ${code}`)))
  })
  try {
    await opened
    const delays: number[] = []
    const base = `${apiUrl}/api/persistent-interviews/${id}`
    for (let sample = 0; sample < samples; sample++) {
      const questionId = crypto.randomUUID()
      await post(`${base}/questions`, ines, {
        question_id: questionId,
        question_text: `Bench question ${sample + 1}?`,
        displayed_at: new Date().toISOString(),
      })
      const sent = performance.now()
      await post(`${base}/answers`, ines, {
        question_id: questionId,
        answer_text: `Bench answer ${sample + 1}.`,
        answered_at: new Date().toISOString(),
      })
      const deadline = sent + 5000
      while (!seen.has(questionId) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
      const at = seen.get(questionId)
      if (at === undefined) throw new Error('the observer did not see an answer within 5 s')
      delays.push(at - sent)
    }
    return delays
  } finally {
    socket.close()
  }
}

export function watchLiveFigures(delays: readonly number[]): Figure[] {
  const sorted = [...delays].sort((a, b) => a - b)
  return [
    {
      section: STUDY_SECTION,
      metric: 'Watch live: answer sent → observer has it, p95',
      value: percentile(sorted, 95),
      unit: 'ms',
      budget: { max: STUDY_BUDGETS.watchLiveP95Ms, label: `≤ ${STUDY_BUDGETS.watchLiveP95Ms} ms` },
      note: `median ${median(sorted).toFixed(1)} ms over ${delays.length} answers, standalone mock`,
    },
  ]
}
