import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Where focus goes when an overlay (modal, menu, popover) closes. React Aria's FocusScope puts it
 * back on the element focused when the overlay opened. When that element is gone (the form whose
 * submit button opened a success dialog closed with it), React Aria walks up to the opener of
 * the dialog underneath, which sits behind that dialog and cannot take focus: focus is left on
 * the body, outside every dialog, and Escape no longer reaches the dialog underneath.
 *
 * This completes it. After React Aria's own attempt, and only if focus was lost, focus goes to
 * the opener; else, when the opener sat in an overlay that has closed too (a menu item, a
 * confirmation's button), to that overlay's opener; else to the first control of the nearest
 * part of the top layer that held the opener (the tab whose form closed, the list whose row was
 * deleted); else to the top dialog's heading.
 *
 * Render it inside the overlay's content: it then unmounts after the overlay's FocusScope.
 */
export function FocusReturn() {
  // Read while rendering, like React Aria: once committed, the overlay has taken focus.
  const [opener] = useState(captureOpener)
  const marker = useRef<HTMLSpanElement>(null)

  useLayoutEffect(() => {
    const overlay = marker.current?.parentElement
    if (overlay) openers.set(overlay, opener)
    return () => {
      // React Aria restores focus in an animation frame scheduled as the overlay unmounts; a
      // collection it hands the restoring to focuses its item a render later. Whatever is still
      // lost after that frame stays lost, so act in the next one.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          returnFocus(opener)
          guardFocus(opener)
        }),
      )
    }
  }, [opener])

  return <span ref={marker} hidden />
}

interface Opener {
  /** The element focused when the overlay opened. */
  element: Element
  /** The opener's ancestors, nearest first: a removed element no longer has them. */
  ancestors: Element[]
  /** The opener of the overlay the opener sat in (a menu, a confirmation), if any. */
  parent: Opener | null
}

/** Each open overlay's content element, and what opened it. */
const openers = new WeakMap<Element, Opener | null>()

/**
 * The element focused last. An overlay may open in the render that removes what had focus (a
 * form closing with its success dialog, a button disabled while it confirms): that element
 * opened it, though the body has focus by then.
 */
let lastFocused: Opener | null = null
let listening = false

function rememberFocus(event: FocusEvent): void {
  if (event.target instanceof Element && !isDialog(event.target)) {
    lastFocused = describe(event.target)
  }
}

/** A dialog itself: where React Aria parks focus when it has nowhere better, never a place. */
function isDialog(element: Element): boolean {
  return element.matches('[role="dialog"], [role="alertdialog"]')
}

function captureOpener(): Opener | null {
  // From the first overlay on: whatever opens the first one still has focus as it does.
  if (!listening) {
    document.addEventListener('focusin', rememberFocus, true)
    listening = true
  }
  const element = document.activeElement
  if (element === null || element === document.body) return lastFocused
  // Parked on the dialog underneath: what had focus in it before is what opened this one.
  if (isDialog(element) && lastFocused?.ancestors.includes(element)) return lastFocused
  return describe(element)
}

function describe(element: Element): Opener {
  const ancestors: Element[] = []
  let parent: Opener | null = null
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    ancestors.push(node)
    if (parent === null) parent = openers.get(node) ?? null
  }
  return { element, ancestors, parent }
}

/**
 * How long focus is watched after an overlay closes. React Aria can still move it that late: a
 * dialog focuses itself again half a second after it finished entering when focus sits on it or
 * on the body (a VoiceOver work-around in useDialog), and on a busy machine that lands after the
 * check above, leaving focus on the dialog underneath instead of on the opener.
 */
const GUARD_MS = 1500

/**
 * Puts focus back each time it falls on the top layer itself, or is lost, until the user acts
 * (a key, a pointer), another overlay opens or the layer closes, or the time runs out.
 */
function guardFocus(opener: Opener | null): void {
  const layer = topLayer()
  // On the page nothing moves focus late; a guard left over from an unmounted app dies with its
  // layer, which can no longer take focus nor be the top layer.
  if (layer === document.body) return
  let frame = 0
  const check = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      if (topLayer() === layer) returnFocus(opener)
      else stop()
    })
  }
  const onFocusIn = (event: FocusEvent) => {
    if (event.target === layer) check()
  }
  const stop = () => {
    clearTimeout(timer)
    cancelAnimationFrame(frame)
    document.removeEventListener('focusin', onFocusIn, true)
    document.removeEventListener('focusout', check, true)
    for (const type of USER_ACTIONS) document.removeEventListener(type, stop, true)
  }
  document.addEventListener('focusin', onFocusIn, true)
  // Focus moving to the body fires no focusin: only the focusout before it.
  document.addEventListener('focusout', check, true)
  for (const type of USER_ACTIONS) document.addEventListener(type, stop, true)
  const timer = setTimeout(stop, GUARD_MS)
}

const USER_ACTIONS = ['keydown', 'pointerdown'] as const

/** Focus counts as lost on the body, on a removed element, or behind a modal (inert). */
function focusIsLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || !isAvailable(active)
}

function returnFocus(opener: Opener | null): void {
  const layer = topLayer()
  // The dialog itself is where React Aria settles when it found nothing else: it shows no focus
  // ring, and something nearer the opener, or the heading, says where the user is.
  const onLayer = document.activeElement === layer
  if (!onLayer && !focusIsLost()) return
  const chain: Opener[] = []
  for (let link = opener; link !== null; link = link.parent) chain.push(link)

  for (const { element } of chain) {
    if (element !== layer && layer.contains(element) && tryFocus(element)) return
  }
  for (const { ancestors } of chain) {
    for (const ancestor of ancestors) {
      if (ancestor === layer || !layer.contains(ancestor)) continue
      const first = firstTabbable(ancestor)
      if (first && tryFocus(first)) return
    }
  }
  // On the page, nothing of the opener's place is left (its view was replaced): no guess.
  if (layer === document.body) return
  // The dialog's heading names it (Modal lets it take focus); else its first control.
  const headingId = layer.getAttribute('aria-labelledby')
  const heading = headingId ? document.getElementById(headingId) : null
  if (heading && tryFocus(heading)) return
  const first = firstTabbable(layer)
  if (first) tryFocus(first)
}

/**
 * The top-most dialog still open (modals portal to the end of the body in the order they
 * open, and a modal makes everything outside it inert), or the page when none is. Toasts are
 * alert dialogs too, in a region above every layer, but no layer of their own.
 */
function topLayer(): Element {
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
  const open = dialogs.filter(
    (dialog) =>
      isAvailable(dialog) && dialog.closest('[data-exiting], [data-react-aria-top-layer]') === null,
  )
  return open.at(-1) ?? document.body
}

function isAvailable(element: Element): boolean {
  return element.isConnected && element.closest('[inert], [aria-hidden="true"]') === null
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]'

function firstTabbable(root: Element): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      isAvailable(element) &&
      // Rendered: neither hidden nor inside something hidden.
      element.getClientRects().length > 0
    ) {
      return element
    }
  }
  return null
}

function tryFocus(element: Element): boolean {
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false
  if (!isAvailable(element)) return false
  element.focus()
  return document.activeElement === element
}
