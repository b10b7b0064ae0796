/**
 * A Testing Library matcher for a sentence that holds a name: names are isolated in `<bdi>` so
 * they display as typed, which splits the sentence's text across elements. It matches the
 * innermost element whose whole text matches.
 */
export const sentence =
  (pattern: RegExp) =>
  (_content: string, element: Element | null): boolean =>
    element !== null &&
    pattern.test(element.textContent ?? '') &&
    ![...element.children].some((child) => pattern.test(child.textContent ?? ''))
