import { db } from '../mocks/db'

/** The large seed's project with the most interviews (and a name no other project has). */
export function mostInterviewedProject(): { name: string; interviews: number } {
  const counts = new Map<string, number>()
  for (const interview of db.interviews.all()) {
    if (interview.project_id) {
      counts.set(interview.project_id, (counts.get(interview.project_id) ?? 0) + 1)
    }
  }
  const projects = db.projects.all()
  const names = new Map<string, number>()
  for (const project of projects) names.set(project.name, (names.get(project.name) ?? 0) + 1)
  const best = projects
    .filter((project) => names.get(project.name) === 1)
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0))[0]
  if (!best) throw new Error('the large seed has no project')
  return { name: best.name, interviews: counts.get(best.id) ?? 0 }
}
