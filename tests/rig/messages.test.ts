// docs/product.md#errors, issue 34 §3: every user-facing text of a message table is in the spec,
// each is defined once, and a feature keeps its tables in one file.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
/** A message table: a top-level constant named `…_MESSAGES` or `…_TEXTS`. */
const TABLE = /^[A-Z][A-Z_]*_(?:MESSAGES|TEXTS)$/
/** Where a placeholder stands: `${…}` in code, `{…}` or any words in the spec. */
const HOLE = '\u0000'

interface Text {
  /** The text with each interpolation as HOLE. */
  text: string
  where: string
}

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(file))
}

/** The texts an expression yields, following conditionals and arrow bodies. */
function textsOf(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node))
    return [node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('')]
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return textsOf(node.expression)
  if (ts.isConditionalExpression(node))
    return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)]
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return textsOf(node.body)
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? textsOf(property.initializer) : [],
    )
  return []
}

function tables(): { texts: Text[]; literals: Text[]; homes: Set<string> } {
  const texts: Text[] = []
  const literals: Text[] = []
  /** The files that declare a table. */
  const homes = new Set<string>()
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(file, readFileSync(`${root}/${file}`, 'utf8'), 99, true)
    const visit = (node: ts.Node, inTable: boolean) => {
      const table =
        ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && TABLE.test(node.name.text)
      if (table) homes.add(file)
      if (table && node.initializer)
        for (const text of textsOf(node.initializer)) texts.push({ text, where: file })
      if (
        !inTable &&
        !table &&
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      )
        literals.push({ text: node.text, where: file })
      ts.forEachChild(node, (child) => visit(child, inTable || table))
    }
    visit(source, false)
  }
  return { texts, literals, homes }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether the spec quotes the text, a placeholder standing for any `{name}` or words. */
function inSpec(spec: string, text: string): boolean {
  const parts = text.split(HOLE).map(escape)
  return new RegExp(parts.join("(?:\\{[^}]+\\}|[^'’]*?)")).test(spec)
}

const spec = readFileSync(`${root}/docs/product.md`, 'utf8').replace(/\s+/g, ' ')
const { texts, literals, homes } = tables()
/** Words of a table that are not whole texts (a unit, a plural) are not checked. */
const checked = texts.filter(({ text }) => /[A-Za-z].*\s/.test(text.replaceAll(HOLE, '')))

describe('message tables', () => {
  it('finds the tables of every feature', () => {
    const files = new Set(texts.map(({ where }) => where))
    expect(files.size).toBeGreaterThanOrEqual(10)
  })

  it('are one file per feature', () => {
    const byFeature = new Map<string, string[]>()
    for (const file of homes) {
      const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1]
      if (feature !== undefined) byFeature.set(feature, [...(byFeature.get(feature) ?? []), file])
    }
    const split = [...byFeature.values()].filter((files) => files.length > 1)
    expect(split).toEqual([])
  })

  it('hold only texts that docs/product.md quotes', () => {
    const missing = checked
      .filter(({ text }) => !inSpec(spec, text.replace(/\s+/g, ' ')))
      .map(({ text, where }) => `${where}: '${text.replaceAll(HOLE, '{…}')}'`)
    expect(missing).toEqual([])
  })

  it('define each text once', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const { text, where } of checked) {
      const first = seen.get(text)
      if (first === undefined) seen.set(text, where)
      else twice.push(`'${text}': ${first} and ${where}`)
    }
    for (const { text, where } of literals)
      if (seen.has(text)) twice.push(`'${text}': ${seen.get(text)} and a literal in ${where}`)
    expect(twice).toEqual([])
  })
})
