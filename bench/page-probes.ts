/**
 * What the benchmark runs inside the page, installed before any of the page's scripts
 * (`addInitScript`). Times are taken in the page, on its own clock (performance.now(), whose
 * zero is the navigation start), so the round trips between Playwright and the browser do not
 * count. `installProbes` is serialised into the page: it may use nothing from outside itself.
 */

/** A list on screen: a grid, list or region with one of `names`, or the rows of a dialog. */
export interface ListSpec {
  /** Accessible names the list may have; empty with `dialog`: the dialog's rows. */
  names: readonly string[]
  /** Only inside the dialog with this accessible name. */
  dialog?: string
}

/** What a stopwatch waits to see. */
export type Target =
  | { kind: 'signInForm' }
  | { kind: 'heading'; text: string }
  | { kind: 'rows'; list: ListSpec }
  /** A question heading other than `previous`, or Interview Completed. */
  | { kind: 'nextQuestion'; previous: string }
  /** Focus on a row of a grid other than the one at `from` (its aria-rowindex). */
  | { kind: 'focusedRowMoved'; from: number }

export interface Stopwatch {
  /** The user's action: the pointerdown event's time, or 0 for the navigation. */
  startMs: number
  /** Just after the frame that first showed the target. */
  endMs: number
  /** What was seen, e.g. '12 rows' or 'completed'. */
  found: string
}

export interface ScrollOutcome {
  startMs: number
  endMs: number
  steps: number
  /** The last row reached (its aria-rowindex where the list has them, else the row count). */
  lastRow: number
  /** The longest task while scrolling; null when none took over 50 ms (a long task's floor). */
  longestTaskMs: number | null
  /** What scrolled: the list itself, an ancestor, or the document. */
  scroller: string
}

interface BenchProbe {
  /** Starts a stopwatch from the next pointerdown or keydown (or the navigation) until `target` shows. */
  watch(target: Target, from: StopwatchStart): void
  /** The last stopwatch's times once it has stopped; null until then. */
  stopwatch(): Stopwatch | null
  /** The response end of the last request whose URL matches `pattern`, ended by `beforeMs`. */
  lastResponseEnd(pattern: string, beforeMs: number): number | null
  /** The current question heading's text ('' if none). */
  questionHeading(): string
  /** The last largest-contentful-paint candidate so far (its time and element); null before any. */
  largestContentfulPaint(): { startTime: number; element: string } | null
  /** Every task of over 50 ms since the navigation (its start and duration, in ms). */
  longTasks(): { startTime: number; duration: number }[]
  /** Scrolls the list to its end, a viewport per frame, until it is at the end and settled. */
  scrollToEnd(list: ListSpec, timeoutMs: number): Promise<ScrollOutcome>
  /**
   * Scrolls the list from its top by `share` of its viewport a frame, for `frames` frames or to
   * its end: a fast read, slower than a drag of the scroll bar.
   */
  scrollSteadily(list: ListSpec, share: number, frames: number): Promise<ScrollOutcome>
}

declare global {
  interface Window {
    __bench?: BenchProbe
  }
}

/** What starts a stopwatch: the user's next press of a pointer or a key, or the navigation. */
export type StopwatchStart = 'pointerdown' | 'keydown' | 'navigation'

export interface ProbeOptions {
  /** Starts this stopwatch from the navigation (cold loads). */
  watchOnLoad: Target | null
}

/**
 * tsx (esbuild with keepNames) wraps named functions as `__name(fn, 'fn')` in serialised code,
 * and the page has no such helper: this gives it one before any probe runs.
 */
export const NAME_HELPER = 'globalThis.__name ??= (fn) => fn'

export function installProbes({ watchOnLoad }: ProbeOptions): void {
  /** A list that loads more while scrolling is settled once it has not grown for this long. */
  const SETTLE_MS = 1_000
  /** A list scrolled back to its top rests this long before a steady scroll (see scrollSteadily). */
  const STEADY_REST_MS = 500
  const QUESTION = /^(Question|Follow-up Question) \d+(\.\d+)*$/

  const longTasks: { startTime: number; duration: number }[] = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push({ startTime: entry.startTime, duration: entry.duration })
    }
  }).observe({ type: 'longtask', buffered: true })
  // Scrolling a long list makes hundreds of requests; the default buffer keeps 250.
  performance.setResourceTimingBufferSize(100_000)

  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth &&
      getComputedStyle(element).visibility !== 'hidden'
    )
  }
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()

  // The last candidate is the page's LCP (candidates stop at the first input; the bench reads it
  // before any).
  let largestPaint: { startTime: number; element: string } | null = null
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = (entry as PerformanceEntry & { element?: Element | null }).element
      const words = element ? text(element).split(' ').slice(0, 4).join(' ') : ''
      largestPaint = {
        startTime: entry.startTime,
        element: element ? `${element.tagName.toLowerCase()} '${words}'` : 'a removed element',
      }
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })

  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label')
    if (label) return label.trim()
    const ids = element.getAttribute('aria-labelledby')
    if (!ids) return ''
    return ids
      .split(/\s+/)
      .map((id) => {
        const labelling = document.getElementById(id)
        return labelling ? text(labelling) : ''
      })
      .join(' ')
      .trim()
  }

  /** The grid named so, else a list or region named so (a list in flux may be either). */
  const findList = (spec: ListSpec): Element | null => {
    let scope: ParentNode = document
    if (spec.dialog !== undefined) {
      const dialog = [...document.querySelectorAll('[role=dialog], dialog')].find(
        (element) => nameOf(element) === spec.dialog,
      )
      if (!dialog) return null
      if (spec.names.length === 0) return dialog
      scope = dialog
    }
    const named = (selector: string) =>
      [...scope.querySelectorAll(selector)].find((element) => spec.names.includes(nameOf(element)))
    return (
      named('[role=grid], [role=treegrid]') ??
      named('[role=list], ul, ol') ??
      named('section[aria-labelledby], [role=region]') ??
      null
    )
  }

  /** Rows with content: no header row, empty state or loading row. */
  const dataRows = (list: Element) => {
    const rows = [...list.querySelectorAll('[role=row]')]
    return (rows.length > 0 ? rows : [...list.querySelectorAll('li')]).filter(
      (row) =>
        !row.querySelector('[role=columnheader]') &&
        !row.closest('[data-empty]') &&
        !row.querySelector('[role=progressbar]') &&
        text(row) !== '',
    )
  }

  const signInForm = () => {
    const email = [...document.querySelectorAll('input')].find((input) =>
      [...(input.labels ?? [])].some((label) => text(label).startsWith('Email')),
    )
    const submit = [...document.querySelectorAll('button')].find(
      (button) => text(button) === 'Sign In',
    )
    return (
      email !== undefined &&
      visible(email) &&
      !email.disabled &&
      !email.readOnly &&
      submit !== undefined &&
      visible(submit)
    )
  }

  const headings = () =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')].filter(visible)

  const questionHeading = () => {
    const heading = headings().find((element) => QUESTION.test(text(element)))
    return heading ? text(heading) : ''
  }

  /** The aria-rowindex of the row that has focus (the header row is 1); 0 when none has. */
  const focusedRow = () =>
    Number(document.activeElement?.closest('[role=row]')?.getAttribute('aria-rowindex') ?? 0)

  /** What the target looks like now; null while it is not there. */
  const look = (target: Target): string | null => {
    switch (target.kind) {
      case 'signInForm':
        return signInForm() ? 'sign-in form' : null
      case 'heading':
        return headings().some((element) => text(element) === target.text) ? target.text : null
      case 'rows': {
        const list = findList(target.list)
        const shown = list ? dataRows(list).filter(visible).length : 0
        return shown > 0 ? `${shown} rows` : null
      }
      case 'nextQuestion': {
        if (headings().some((element) => text(element) === 'Interview Completed')) {
          return 'completed'
        }
        const current = questionHeading()
        return current !== '' && current !== target.previous ? current : null
      }
      case 'focusedRowMoved': {
        const row = focusedRow()
        return row !== 0 && row !== target.from ? `row ${row}` : null
      }
    }
  }

  let current: { startMs: number | null; result: Stopwatch | null } | null = null

  const watch = (target: Target, from: StopwatchStart) => {
    const state: { startMs: number | null; result: Stopwatch | null } = {
      startMs: from === 'navigation' ? 0 : null,
      result: null,
    }
    current = state
    if (from !== 'navigation') {
      document.addEventListener(
        from,
        (event) => {
          state.startMs ??= event.timeStamp
        },
        { capture: true, once: true },
      )
    }
    const frame = () => {
      if (current !== state) return
      const found = state.startMs === null ? null : look(target)
      if (found === null) {
        requestAnimationFrame(frame)
        return
      }
      // A message posted in a frame's callback arrives once that frame's work is done.
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        state.result = { startMs: state.startMs ?? 0, endMs: performance.now(), found }
      }
      channel.port2.postMessage(null)
    }
    requestAnimationFrame(frame)
  }

  /** The nearest scrollable box around the rows (the list itself, an ancestor, the page). */
  const scrollerOf = (list: Element): Element => {
    let node: Element | null = dataRows(list)[0] ?? list
    while (node && node !== document.body) {
      const { overflowY } = getComputedStyle(node)
      if (/auto|scroll|overlay/.test(overflowY) && node.scrollHeight > node.clientHeight + 1) {
        return node
      }
      node = node.parentElement
    }
    return document.scrollingElement ?? document.documentElement
  }

  const lastRowOf = (list: Element) => {
    const rows = dataRows(list)
    const indexes = rows.map((row) => Number(row.getAttribute('aria-rowindex'))).filter(Boolean)
    return indexes.length > 0 ? Math.max(...indexes) : rows.length
  }

  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

  const scrollToEnd = async (spec: ListSpec, timeoutMs: number): Promise<ScrollOutcome> => {
    let list = findList(spec)
    if (!list) throw new Error(`no list named ${spec.names.join(' or ') || spec.dialog}`)
    let scroller = scrollerOf(list)
    const what = scrollerName(list, scroller)
    const startMs = performance.now()
    let height = scroller.scrollHeight
    let grewAt = startMs
    let atEndSince: number | null = null
    let steps = 0
    for (;;) {
      await nextFrame()
      const now = performance.now()
      if (now - startMs > timeoutMs) {
        throw new Error(`not at the end after ${timeoutMs} ms (row ${lastRowOf(list)})`)
      }
      // A list re-rendered from scratch is found again.
      if (!list.isConnected) {
        list = findList(spec) ?? list
        scroller = scrollerOf(list)
      }
      if (scroller.scrollHeight !== height) {
        height = scroller.scrollHeight
        grewAt = now
      }
      if (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollTop += scroller.clientHeight
        steps++
        atEndSince = null
        continue
      }
      // At the end: done once nothing loads and the list stops growing.
      atEndSince ??= now
      const loading = list.querySelector('[role=progressbar]') !== null
      if (!loading && now - Math.max(atEndSince, grewAt) >= SETTLE_MS) break
    }
    return outcome(list, what, startMs, steps)
  }

  const scrollerName = (list: Element, scroller: Element) =>
    scroller === list
      ? 'the list'
      : scroller === document.scrollingElement
        ? 'the document'
        : 'an ancestor'

  const outcome = (list: Element, scroller: string, startMs: number, steps: number) => {
    const endMs = performance.now()
    const during = longTasks.filter((task) => task.startTime >= startMs && task.startTime <= endMs)
    return {
      startMs,
      endMs,
      steps,
      lastRow: lastRowOf(list),
      longestTaskMs: during.length > 0 ? Math.max(...during.map((task) => task.duration)) : null,
      scroller,
    }
  }

  const scrollSteadily = async (
    spec: ListSpec,
    share: number,
    frames: number,
  ): Promise<ScrollOutcome> => {
    const list = findList(spec)
    if (!list) throw new Error(`no list named ${spec.names.join(' or ') || spec.dialog}`)
    const scroller = scrollerOf(list)
    scroller.scrollTop = 0
    // The jump to the top is not part of the figure: the list rests there first.
    await new Promise((resolve) => setTimeout(resolve, STEADY_REST_MS))
    const startMs = performance.now()
    let steps = 0
    while (
      steps < frames &&
      scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1
    ) {
      await nextFrame()
      scroller.scrollTop += scroller.clientHeight * share
      steps++
    }
    await nextFrame()
    return outcome(list, scrollerName(list, scroller), startMs, steps)
  }

  const lastResponseEnd = (pattern: string, beforeMs: number) => {
    const url = new RegExp(pattern)
    const ends = performance
      .getEntriesByType('resource')
      .filter((entry) => url.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
      .filter((end) => end > 0 && end <= beforeMs)
    return ends.length > 0 ? Math.max(...ends) : null
  }

  window.__bench = {
    watch,
    stopwatch: () => current?.result ?? null,
    lastResponseEnd,
    questionHeading,
    largestContentfulPaint: () => largestPaint,
    longTasks: () => [...longTasks],
    scrollToEnd,
    scrollSteadily,
  }
  if (watchOnLoad) watch(watchOnLoad, 'navigation')
}
