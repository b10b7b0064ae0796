import { describe, expect, it, vi } from 'vitest'
import { db } from '../../mocks/db'
import { seedDatabase } from '../../mocks/db/seed'
import { SCENARIO_NAMES } from '../../mocks/scenarios'
import { shortId } from '@/lib/ids'

/**
 * The UI tells interviews apart by the last 8 characters of their id (shortId), and the QDPX
 * names anonymised cases by the end of the interviewee's id. In every scenario, no two
 * interviews of one project, and no two interviewees of one project, end alike; and the seeded
 * ids are random-looking UUID v4s, not counters that differ only in the middle.
 */

// The large scenario seeds about 150,000 records.
vi.setConfig({ testTimeout: 120_000 })

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Values that occur more than once. */
const repeated = (values: readonly string[]) => [
  ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
]

describe.each(SCENARIO_NAMES)('the %s scenario', (scenario) => {
  it('tells apart every interview, and every interviewee, of a project by its last 8 characters', async () => {
    await seedDatabase({ scenario })
    const byProject = new Map<string, { interviews: string[]; interviewees: Set<string> }>()
    for (const interview of db.interviews.all()) {
      const project = byProject.get(interview.project_id ?? 'standalone') ?? {
        interviews: [],
        interviewees: new Set<string>(),
      }
      project.interviews.push(interview.interview_id)
      project.interviewees.add(interview.interviewee_id)
      byProject.set(interview.project_id ?? 'standalone', project)
    }
    for (const [projectId, { interviews, interviewees }] of byProject) {
      expect(repeated(interviews.map(shortId)), `interviews of ${projectId}`).toEqual([])
      expect(repeated([...interviewees].map(shortId)), `interviewees of ${projectId}`).toEqual([])
    }
    // And each is a random-looking UUID v4, not a counter.
    const ids = [
      ...db.users.all().map((user) => user.id),
      ...db.projects.all().map((project) => project.id),
      ...db.interviews.all().map((interview) => interview.interview_id),
    ]
    for (const id of ids) expect(id).toMatch(UUID_V4)
    expect(ids.filter((id) => id.startsWith('0000000'))).toEqual([])
  })
})
