/**
 * Validation against the vendored REFI-QDA Project schema (README beside this file), for any
 * node test or e2e journey that holds a project.qde: libxml2 compiled to WebAssembly, offline.
 */
import { readFile } from 'node:fs/promises'
import { validateXML } from 'xmllint-wasm'

const schemaFile = new URL('./Project-mrt2019.xsd', import.meta.url)

/** The schema's complaints about a project.qde; [] when it is valid. */
export async function projectSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'project.qde', contents: xml },
    schema: { fileName: 'Project-mrt2019.xsd', contents: await readFile(schemaFile, 'utf8') },
  })
  return result.errors.map((error) => error.message)
}
